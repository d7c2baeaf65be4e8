int g(int);
void f(int y)
{
	int x = y;
	g(x);
}
