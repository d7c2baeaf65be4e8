/* Unsigned types the rule does not see yet: a typedef of a typedef
 * (sector_t), a const-qualified value, `unsigned` spelled in a typedef the
 * rule does not list.  Each comparison is dead code and should be
 * reported once the rule can say "any unsigned integer type". */
typedef unsigned long long u64;
typedef u64 sector_t;
typedef unsigned int gfp_t;

int check(sector_t s, const unsigned int limit, gfp_t flags)
{
	if (s < 0)
		return -1;
	if (limit < 0)
		return -2;
	if (flags >= 0)
		return 1;
	return 0;
}
