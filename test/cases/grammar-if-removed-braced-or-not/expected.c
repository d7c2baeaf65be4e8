void g(int a)
{
	h();
}
