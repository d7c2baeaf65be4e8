int f(int);
int g(int);
int k(int);

void h(int x)
{
	if (g(x)) {
		k(x);
	}
	k(x);
	if (g(x))
		k(x);
}
