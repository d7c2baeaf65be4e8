/* --parser own: no header is read, so u32, dev_t and struct foo are only
 * names, and FLAG_A / FLAG_B are constants by their ALL_CAPS spelling. */
#include <linux/kernel.h>

typedef unsigned int flags_word;

struct foo {
	u32 flags;
	flags_word more;
};

static int test_a(struct foo *f)
{
	if (!(f->flags & FLAG_A))		/* found: the code is read */
		return 1;
#if 0
	if (!f->flags & FLAG_B)		/* #if 0: never read */
		return 2;
#endif
#ifdef CONFIG_FOO
	if (!(f->more & FLAG_B)) {	/* the first branch is read */
#else
	if (!f->more & FLAG_A) {	/* the #else branch is not */
#endif
		return 3;
	}
	return 0;
}

static dev_t test_b(flags_word w)
{
	return !(w & FLAG_B);		/* found: typedef'd and _t names */
}

static int test_c(struct foo *f)
{
	if (!(f->flags & BIT(FLAG_SHIFT)))	/* found: an ALL_CAPS macro of constants */
		return 1;
	return !f->flags & bit(3);		/* not a constant without clang */
}
