void g(int a)
{
	a++;
}
