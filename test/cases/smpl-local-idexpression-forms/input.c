int g;
int *gp;
void one(long), two(int), three(long);
void f(int x, long l, char c, int *p)
{
	one(x);
	one(l);
	one(c);
	one(g);
	two(*p);
	two(*gp);
	three(c);
	three(g);
}
