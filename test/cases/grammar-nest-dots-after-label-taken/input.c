int g(int);
int h(int);

int f(int a)
{
	if (a)
		goto out;
	a++;
out:
	g(a);
	g(a + 1);
	return 0;
}
