void step(void);
void f(int a, int *p)
{
	while (ok(a != 0)) step();
	while (ok(p)) step();
}
