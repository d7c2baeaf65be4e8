struct slot { int count; int size; };
struct slot table[8];
void use(int v);

void walk(struct slot *one, int i)
{
	use(one->count);
	use(table[i].count);
	use(table[i + 1].size);
	table[i].count = 0;
}
