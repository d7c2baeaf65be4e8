/*
 * C's integer promotions and usual arithmetic conversions (C11
 * 6.3.1.1, 6.3.1.8) on type text, where every target gives the same
 * answer: the rank order char < short < int < long < long long holds
 * everywhere, the widths do not.
 */
#include "own_arith.h"

#include <stdbool.h>
#include <string.h>

enum { RANK_INT = 1, RANK_LONG, RANK_LONG_LONG };

static const char *const promoted_names[2][4] = {
	{ NULL, "int", "long", "long long" },
	{ NULL, "unsigned int", "unsigned long", "unsigned long long" },
};

/* canon's rank after the promotions (RANK_*) and signedness; 0 when
 * not certain (see cfix__own_promoted()). */
static int promoted_rank(const char *canon, bool *is_unsigned)
{
	unsigned longs = 0;
	bool small = false, uns = false, sig = false, other = false;
	bool shrt = false;

	for (const char *w = canon; w && *w;) {
		size_t n = strcspn(w, " ");

#define IS(word) (n == sizeof(word) - 1 && !strncmp(w, word, n))
		if (IS("const") || IS("volatile") || IS("int"))
			;
		else if (IS("unsigned"))
			uns = true;
		else if (IS("signed"))
			sig = true;
		else if (IS("long"))
			longs++;
		else if (IS("short"))
			shrt = small = true;
		else if (IS("char") || IS("_Bool"))
			small = true;
		else
			other = true;	/* a pointer, a tag, a float, a typedef */
#undef IS
		w += n + (w[n] == ' ');
	}
	if (!canon || !*canon || other || (uns && sig) || longs > 2 ||
	    (small && longs))
		return 0;
	*is_unsigned = false;
	if (small)	/* int holds every char and every short */
		return uns && shrt ? 0 : RANK_INT;
	*is_unsigned = uns;
	return RANK_INT + (int)longs;
}

const char *cfix__own_promoted(const char *canon)
{
	bool uns;
	int rank = promoted_rank(canon, &uns);

	return rank ? promoted_names[uns][rank] : NULL;
}

const char *cfix__own_arith(const char *a, const char *b)
{
	bool ua, ub;
	int ra = promoted_rank(a, &ua), rb = promoted_rank(b, &ub);

	if (!ra || !rb)
		return NULL;
	if (ua == ub)
		return promoted_names[ua][ra > rb ? ra : rb];
	/* the unsigned one wins when its rank is no lower; else the signed
	 * one's width decides (a long holds an unsigned int on LP64 only) */
	if (ua && ra >= rb)
		return promoted_names[1][ra];
	if (ub && rb >= ra)
		return promoted_names[1][rb];
	return NULL;
}
