enum k {
	a,
	s };

void f(void)
{
	enum k {
		d,
		  s };
}

void g(void)
{
	enum k { b, s } v;
}
