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
	one(g);
	two(s->a);
	two(gp->a);
	three(l);
	three(gl);
	four(x);
	four(gl);
	four(l);
}
