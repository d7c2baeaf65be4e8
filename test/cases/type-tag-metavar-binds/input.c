struct node;
struct leaf;

void *f(struct node *n, struct leaf *l)
{
	void *a = (struct node *)n;
	void *b = (struct leaf *)n;
	void *c = (struct node *)l;
	return (struct leaf *)l;
}
