void trace(int);
void g(int);
void h(void);
int f(int x)
{
	if (x == 0)
		h();
	else {
		trace(x);
		if (x > 1) {
			g(x);
			h();
		}
	}
	return 0;
}
