struct item;
struct item *check(int);
int has(int), missing(struct item *), ensure(struct item *);

int use(struct item *a, struct item *b, struct item *c, int k)
{
	if (check(k))
		k++;
	if (k > 2 && check(k + 1))
		k--;
	k = check(k) != 0;
	if (!a)
		return 0;
	if (NULL == b)
		return 0;
	if (c == NULL) return -1;
	return k;
}
