struct node;
struct leaf;

void *f(struct node *n, struct leaf *l)
{
	void *a = (struct node *)n;
	void *b = convert(n);
	void *c = convert(l);
	return (struct leaf *)l;
}
