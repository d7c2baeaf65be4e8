int g(void);
void h(int);

int f(int c)
{
	c = 1;
	c = g();
	h(c);
	return c;
}
