struct foo { int a; };
struct bar { int b; };
void kfree(void *p);
void f(struct foo *x, struct bar *y)
{
	kfree(y);
	kfree(x);
}
