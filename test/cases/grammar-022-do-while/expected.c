int f(int n)
{
	do {
		n--;
	} while (test(n));
	return n;
}
