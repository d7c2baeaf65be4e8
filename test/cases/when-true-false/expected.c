int foo(void), bar(void), baz(void);
void f(void), g(void), h(void), k(void);

void false_branch_taken(void)
{
	f();
	if (foo())
		return;
	g();
}

void other_test(void)
{
	if (baz())
		return;
}

void true_branch_taken(void)
{
	h();
	while (bar() || baz())
		k();
}

void true_branch_avoided(void)
{
	if (bar())
		return;
}
