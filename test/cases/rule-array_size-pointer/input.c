/* On a pointer (here an array parameter, which is a pointer), the division
 * is sizeof(pointer) / sizeof(element): a bug, but ARRAY_SIZE() is not its
 * fix: the rule's `type T; T[] E;` leaves these alone, the parameter's
 * division too (spatch, not knowing it is a pointer, rewrites that one). */
int sum(const int vals[16])
{
	const int *p = vals;
	int s = 0;
	unsigned int i;

	for (i = 0; i < sizeof(p) / sizeof(p[0]); i++)
		s += p[i];
	for (i = 0; i < sizeof(vals) / sizeof(vals[0]); i++)
		s += vals[i];
	for (i = 0; i < sizeof(p) / sizeof(int); i++)
		s += p[i];
	return s;
}
