int alloc(void);
void g(void), ret_7(void), ret_9(void), ret_10(void);

int f(int a)
{
	int x = alloc();
	x = alloc();
	if (a)
		return -1;
	g();
	return 0;
}

void h(void)
{
	ret_7();
	ret_10();
}
