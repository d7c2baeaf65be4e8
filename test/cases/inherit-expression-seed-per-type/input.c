struct a { int t; };
struct b { int u; };
void release(void *p);
void use(void *p);

void f(struct a *p)
{
	release(p);
	use(p);
}

void g(struct b *p)
{
	release(p);
	use(p);
}
