struct slot { int count; int size; };
struct slot table[8];
void use(int v);

void walk(struct slot *one, int i)
{
	use(one->size);
	use(table[i].size);
	use(table[i + 1].size);
	table[i].count = 0;
}
