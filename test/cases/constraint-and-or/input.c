void f(void)
{
	long k;
	bool b;
	bool *p = 0;
	short **q = 0;
	char c = 0;
	int d = 0;
	f(1 == 2);
	g(1 & 2);
	g(1 != 2);
	h(1 == 2);
	h(1 & 2);
	h(1 != 2);
	h(1 <= 2);
}
