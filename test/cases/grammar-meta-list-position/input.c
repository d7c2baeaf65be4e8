void h();

void g(int a, char *b)
{
	h(a, 1 + 2, 4);
	h(a);
}
