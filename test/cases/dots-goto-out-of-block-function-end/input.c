void take(int *l);
void drop(int *l);
int busy(int *l);
void tidy(int *l);

void jumps_to_end(int *l)
{
	take(l);
	if (busy(l)) {
		tidy(0);
		goto out;
	}
	drop(l);
out:
	tidy(0);
}

void returns(int *l)
{
	take(l);
	if (busy(l)) {
		tidy(0);
		return;
	}
	drop(l);
}

void unlocks_first(int *l)
{
	take(l);
	if (busy(l))
		goto out;
	tidy(0);
out:
	drop(l);
}
