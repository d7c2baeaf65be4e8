int step(int n)
{
	if (n > 3)
		/* retried below */
		retry_later(n);
	if (n < 0)
		/* the new API */
		reset(n);
	else
		n++;
	return n;
}
