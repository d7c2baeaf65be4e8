void f(void)
{
	struct one *a;
	struct two *b;
	struct three *c;
	struct one d;
	struct four *e;
}
