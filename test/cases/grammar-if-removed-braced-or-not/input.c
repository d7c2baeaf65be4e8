void g(int a)
{
	if (a)
		f();
	if (a) {
		f();
	}
	h();
}
