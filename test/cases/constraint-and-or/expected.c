void f(void)
{
	long k;
	bool b;
	bool *p = 1;
	short **q = 1;
	char c = 1;
	int d = 0;
	f(1 == 2);
	g(1 & 2);
	g(1 != 2);
	h(2 == 1);
	h(1 & 2);
	h(1 != 2);
	h(1 <= 2);
}
