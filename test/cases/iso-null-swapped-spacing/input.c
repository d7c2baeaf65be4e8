void check(int);
void check2(int);
void f(int *p, char *q)
{
	check(NULL == p);
	check2(NULL == q);
	check2(q == NULL);
}
