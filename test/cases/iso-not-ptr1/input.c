struct dev;
int use(struct dev *d, int *q, int k)
{
	int r = (d == NULL);

	if (NULL == q)
		return r;
	if (k == 0)
		return -1;
	return !k;
}

int other(struct dev *d, int *q)
{
	if (d == NULL)
		return 1;
	return q == NULL;
}
