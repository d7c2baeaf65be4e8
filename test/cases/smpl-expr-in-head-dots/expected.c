struct s { int wq; int work; };
int atomic_dec_and_test(int *);
void schedule_delayed_work(int *);
void queue_later(int *);

void f(struct s *chip)
{
	if (atomic_dec_and_test(&chip->wq))
		queue_later(&chip->work);
}

void g(struct s *chip, int n)
{
	while (n-- && atomic_dec_and_test(&chip->wq)) {
		n++;
		queue_later(&chip->work);
	}
}

void h(struct s *chip)
{
	schedule_delayed_work(&chip->work);
	if (atomic_dec_and_test(&chip->wq))
		return;
}
