void f(int a, int b)
{
	used(a);
	used(b);
}
