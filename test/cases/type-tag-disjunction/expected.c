void f(void)
{
	struct three *a;
	struct three *b;
	struct three *c;
	struct one d;
	struct four *e;
}
