struct node { struct node *next; };

void walk(void)
{
	struct node *head_ptr;
	const char *label_ptr;
	int **grid_ptr;
	unsigned count_ptr;
}
