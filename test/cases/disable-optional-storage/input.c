static int foo1(void);
int foo1(void);

int foo1(void)
{
	return 1;
}

static int foo2(void)
{
	return 2;
}

extern int foo3(void);
int foo4(void);
