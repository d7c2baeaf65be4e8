int f(int *a)
{
	int x = sizeof(a)/sizeof(*a);
	return !x & 4;
}
