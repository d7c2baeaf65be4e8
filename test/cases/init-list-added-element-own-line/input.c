struct s { int a; };
void foo(int);
void g(struct s);

struct s tab[] = {
	{ 1 },
	{ 2 },
};

void f(int x)
{
	foo(x);
}
