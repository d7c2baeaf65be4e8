struct node { int depth; };
int node_depth(struct node *n);

int deep(struct node *n)
{
	if (node_depth(n) > 3)
		return 1;
	return node_depth(n) + 1 == 2;
}
