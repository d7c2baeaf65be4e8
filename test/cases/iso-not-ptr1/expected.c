struct dev;
int use(struct dev *d, int *q, int k)
{
	int r = (missing(d));

	if (missing(q))
		return r;
	if (k == 0)
		return -1;
	return !k;
}

int other(struct dev *d, int *q)
{
	if (missing(d))
		return 1;
	return missing(q);
}
