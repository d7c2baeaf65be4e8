struct conf { int a, keep, b; };
int foo(int, ...), bar(void), two(int, ...);

int g(int unused, int *p)
{
	foo(1, bar());
	foo(bar(), 2);
	two(3);
	return *p;
}

struct conf c = {
	.a = 0,
	.keep = 1,
	.b = 2,
};
