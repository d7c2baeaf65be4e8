struct c { int c; };
struct b { struct c b; };
struct a { struct b *a; };

int f(struct a *x)
{
	return !x->a->b.c & 4;
}
