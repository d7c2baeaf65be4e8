/* end - start + 1 of other structures, and of a resource without the + 1.
 * Must not fire. */
typedef unsigned long long resource_size_t;
struct resource {
	resource_size_t start;
	resource_size_t end;
};
struct range {
	unsigned long start;
	unsigned long end;
};

unsigned long sizes(struct range *r, struct resource *res)
{
	unsigned long n = r->end - r->start + 1;	/* not a resource */

	n += res->end - res->start;			/* no + 1 */
	n += res->end - r->start + 1;			/* two objects */
	return n;
}
