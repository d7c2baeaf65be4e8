void lock(int *m);

int one(int *a)
{
	lock(a);
	return 1;
}

int two(int *b)
{
	lock(b);
	return 2;
}
