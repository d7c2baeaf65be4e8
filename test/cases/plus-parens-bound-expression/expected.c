void f(int a, int b)
{
	int x = (short)(a + b);
	int y = (short)a;
	int z = (short)(a ? b : 0);

	log_it(a | b);
	store(-(b - 1), (a | b) * 2);
	log_it(a);
	store(-b, a * 2);
}
