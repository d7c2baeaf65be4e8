enum k {
	a,
};

void f(void)
{
	enum k {
		d,
	};
}

void g(void)
{
	enum k { b, s } v;
}
