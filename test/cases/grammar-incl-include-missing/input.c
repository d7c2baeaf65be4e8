void g(int);
void h(void)
{
	g(2);
}
