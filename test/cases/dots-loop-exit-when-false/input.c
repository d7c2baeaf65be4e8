int more(int *p);
void release(int *p);
void use(int *p);

void exit_when_more_is_false(int *a)
{
	while (more(a))
		release(a);
	use(a);
}

void exit_by_break(int *a)
{
	while (more(a)) {
		release(a);
		break;
	}
	use(a);
}

void do_exit_when_more_is_false(int *a)
{
	do
		release(a);
	while (more(a));
	use(a);
}
