/* The same expression on both sides of an operator. */
struct flags {
	int rx, tx;
	unsigned int mask;
};

int busy(const struct flags *a, const struct flags *b)
{
	if (a->rx || a->rx)		/* meant b->rx */
		return 1;
	if (a->tx == 1 &&
	    a->tx == 1)
		return 2;
	return (a->mask & a->mask) | (b->mask | b->mask);
}
