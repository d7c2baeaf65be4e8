struct node { int depth; };
int node_depth(struct node *n);

int deep(struct node *n)
{
	if (n->depth > 3)
		return 1;
	return n->depth + 1 == 2;
}
