int g;
int *gp;
void one(long), two(int), three(long);
void f(int x, long l, char c, int *p)
{
	one(0);
	one(0);
	one(c);
	one(g);
	two(0);
	two(*gp);
	three(0);
	three(g);
}
