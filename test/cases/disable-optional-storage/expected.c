static int foo1(void);
long foo1(void);

long foo1(void)
{
	return 1;
}

static int foo2(void)
{
	return 2;
}

extern int foo3(void);
long foo4(void);
