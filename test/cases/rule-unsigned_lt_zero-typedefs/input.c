/* Unsigned types under other names: a typedef of a typedef (sector_t,
 * whose canonical type is unsigned long long), a const-qualified value, a
 * typedef of unsigned int (gfp_t).  The rule names only the builtin types;
 * as in spatch, they match the code's type with its typedefs resolved.
 * Each comparison is dead code and must be reported once. */
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
