void *kmalloc(unsigned long, int);
void kfree(void *);
int IS_ERR(const void *);

int a(void)
{
	char *p;

	if ((p = kmalloc(16, 0)) == 0)
		return -1;
	if (!p)
		return -2;
	return 0;
}

int b(char *q)
{
	char *p = q;

	p = kmalloc(16, 0);
	kfree(p);
	if (IS_ERR(p))
		return -2;
	return 0;
}
