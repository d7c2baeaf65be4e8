int g(int);
int h(int);
int k(int);

int f1(int a)
{
	if (a)
		goto out;
	a++;
out:
	g(a);
	g(a + 1);
	return 0;
}

int f2(int a)
{
	if (a)
		goto out;
	a++;
out:
	g(a);
	k(a + 1);
	return 0;
}
