void trace(void);
int use(long v);
int f(int x)
{
	while (x) {
		use(1);
		use(2);
	}
	if (x > 1)
		use(3);
	return x;
}
void g(void)
{
	run(g);
}
