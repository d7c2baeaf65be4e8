int f(int n)
{
	do {
		n--;
	} while (check(n));
	return n;
}
