void license(int);
void import(int);
int FOO(int);

void f(int FOO_NS)
{
	license(1);
	FOO(1);
}

void g(int FOO_NS)
{
	import(FOO_NS);
	license(1);
}
