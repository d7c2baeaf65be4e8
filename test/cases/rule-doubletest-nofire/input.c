/* Different operands, and the same operand of different operators.  Must
 * not fire. */
struct flags {
	int rx, tx;
	unsigned int mask;
};

int busy(const struct flags *a, const struct flags *b)
{
	if (a->rx || b->rx)
		return 1;
	if (a->tx == 1 && a->tx != 2)
		return 2;
	if (!a->rx && a->rx + 1)
		return 3;
	return (a->mask & b->mask) | (a->mask ^ a->mask);
}
