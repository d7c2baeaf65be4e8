void g(int, ...);

void f(void)
{
	g();
}

enum k {
};
