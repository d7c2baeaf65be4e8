void use(long);
void keep(long);
void f(int a, int b)
{
	use((long)a);
	use(b);
	keep((long)a);
	keep(b);
}
