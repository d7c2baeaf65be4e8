void trace(void);
int use(long v);
int f(int x)
{
	if (x) {
		use(1);
		use(2);
	}
	if (x > 1)
		use(3);
	return x;
}
void g(void)
{
	use(3);
	use(4);
}
