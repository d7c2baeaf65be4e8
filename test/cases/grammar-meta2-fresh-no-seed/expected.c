void h(void)
{
	g(x0, __extra_counter__1);
	g(x2, __extra_counter__3);
	k(__extra_counter__6);
}
void k(void)
{
	g(x4, __extra_counter__5);
	k(__extra_counter__7);
}
