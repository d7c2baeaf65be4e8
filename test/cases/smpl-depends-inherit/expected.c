void h(int a, int b)
{
	mark(a);
	use_marked(a);
	use(b);
	never();
}
