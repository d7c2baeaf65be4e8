void step(void);
void f(int a, int *p)
{
	while (a != 0) step();
	while (p) step();
}
