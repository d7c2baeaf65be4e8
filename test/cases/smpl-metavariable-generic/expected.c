struct S { int a; };
int g;
void use();
void f(int x, struct S *s)
{
	use(x, x);
	use(s->a, s->a);
	use(1, 1);
	use(g + 1, g + 1);
	use(x, 2);
}
