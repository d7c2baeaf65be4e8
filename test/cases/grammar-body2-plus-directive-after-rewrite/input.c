int release(char *p, int r)
{
	if (r)
		r++;
	free(p);
	return r;
}
