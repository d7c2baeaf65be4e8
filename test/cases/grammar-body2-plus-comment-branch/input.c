int step(int n)
{
	if (n > 3)
		retry(n);
	if (n < 0)
		legacy_reset(n);
	else
		n++;
	return n;
}
