void f(void)
{
	start();
	two();
	three();
	four();
}
