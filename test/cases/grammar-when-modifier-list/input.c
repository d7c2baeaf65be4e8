int *alloc(void);
void free(int *p);
void use(int *p);

void g(int c)
{
	int *x;

	x = alloc();
	if (c)
		use(x);
	free(x);
}

void h(void)
{
	int *y;

	y = alloc();
	free(y);
	free(y);
}
