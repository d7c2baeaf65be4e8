struct item;

int g(struct item *one)
{
	struct item table[8];
	int n;

	n = table[0];
	n += first(one);
	{
		struct item *table;

		n += first(table);
	}
	return n;
}
