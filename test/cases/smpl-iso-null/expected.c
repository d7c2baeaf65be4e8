struct item;
struct item *check(int);
int has(int), missing(struct item *), ensure(struct item *);

int use(struct item *a, struct item *b, struct item *c, int k)
{
	if (has(k))
		k++;
	if (k > 2 && has(k + 1))
		k--;
	k = check(k) != 0;
	if (missing(a))
		return 0;
	if (missing(b))
		return 0;
	ensure(c);
	return k;
}
