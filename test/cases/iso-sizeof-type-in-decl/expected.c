/* sizeof(T) with T also E's element type (`T[] E;`): standard.iso's
 * sizeof_type_expr (sizeof(T) => sizeof E, T pure) does not apply, so
 * sizeof(b[0]) is no match for sizeof(T); only a type written as a
 * type is (spatch 1.1.1). */
int a[4], b[8];

int count(void)
{
	int n = 0;

	n += sizeof(a) / sizeof(b[0]);
	n += ARRAY_SIZE(a);
	return n;
}
