struct S { int a; };
int g;
void use();
void f(int x, struct S *s)
{
	use(x);
	use(s->a);
	use(1);
	use(g + 1);
	use(x, 2);
}
