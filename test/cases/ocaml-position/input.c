void free(void *);

void drop(void *a, char **b)
{
	free(a);
	if (b)
		  free(b);
}
