void free(void *);

void f(void)
{
	free(0);
}
