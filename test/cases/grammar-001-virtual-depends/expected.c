void f(void)
{
	start();
	dos();
	tres();
	four();
}
