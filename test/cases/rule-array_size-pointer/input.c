/* On a pointer (here an array parameter, which is a pointer), the division
 * is sizeof(pointer) / sizeof(element): a bug, but ARRAY_SIZE() is not its
 * fix.  Once the rule can say `type T; T[] E;` it must leave this alone. */
int sum(const int vals[16])
{
	const int *p = vals;
	int s = 0;
	unsigned int i;

	for (i = 0; i < sizeof(p) / sizeof(p[0]); i++)
		s += p[i];
	return s;
}
