int g(int);
void f(int y)
{
	g(y);
	g(0);
}

void f(int z)
{
	g(z);
	if (z > 1)
		g(z);
}
