int g(int);
int h(int);

int f(int a)
{
	if (a)
		goto out;
	a++;
out:
	h(a);
	h(a + 1);
	return 0;
}
