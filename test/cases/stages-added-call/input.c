int *alloc(void);
int *alloc_old(void);
void check(int *p);

int f(void)
{
	int *p;

	p = alloc_old();
	return *p;
}
