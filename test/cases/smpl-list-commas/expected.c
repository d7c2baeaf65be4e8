struct conf { int a, keep, b; };
int foo(int, ...), bar(void), two(int, ...);

int g(int *p)
{
	foo(1);
	foo(2);
	two(2, 3);
	return *p;
}

struct conf c = {
	.keep = 1,
};
