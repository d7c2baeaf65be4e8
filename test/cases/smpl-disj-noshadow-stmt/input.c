int f(int);
int g(int);
int k(int);

void h(int x)
{
	if (g(x)) {
		f(x);
	}
	f(x);
	if (g(x))
		f(x);
}
