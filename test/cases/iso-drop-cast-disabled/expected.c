void use(long);
void keep(long);
void f(int a, int b)
{
	use_cast(a);
	use(b);
	keep_any(a);
	keep_any(b);
}
