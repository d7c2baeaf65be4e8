struct node { struct node *next; };

void walk(void)
{
	struct node *head;
	const char *label;
	int **grid;
	unsigned count;
}
