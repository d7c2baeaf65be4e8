void f(int a)
{
	typeof(a) b;
}
