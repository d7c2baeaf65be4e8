int g(int);
int h(int a)
{
	return g(a) + g(a);
}
