void g(int x)
{
	bar(x);
}
