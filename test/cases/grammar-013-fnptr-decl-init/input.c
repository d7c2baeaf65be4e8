int g(int);
void f(void)
{
	int (*h)(int) = g;
}
