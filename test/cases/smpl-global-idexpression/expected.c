struct S { int a; };
int g;
long gl;
struct S *gp;
void one(int), two(int), three(long), four(long);
void f(int x, struct S *s, long l)
{
	int y = 1;
	one(x);
	one(y);
	one(0);
	two(s->a);
	two(0);
	three(l);
	three(0);
	four(x);
	four(0);
	four(l);
}
