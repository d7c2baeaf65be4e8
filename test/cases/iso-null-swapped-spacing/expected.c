void check(int);
void check2(int);
void f(int *p, char *q)
{
	check(isnull(p));
	check2(empty(q));
	check2(empty(q));
}
