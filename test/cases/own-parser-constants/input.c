/* --parser own: constants that clang knows and the spelling does not
 * say.  A byte-order macro of a constant (fs/ext4's
 * cpu_to_le16(EXT4_BG_INODE_ZEROED)) and an enumerator the file declares
 * in lower case are constants; a byte-order macro of a variable and an
 * unknown lower-case name are not. */
enum { fl_dirty = 1 << 0, fl_clean = 2 };
enum ino_state { st_new, st_zeroed = 8 };

static int test(struct ext4_group_desc *gdp, int flags, u32 v)
{
	if (!gdp->bg_flags & cpu_to_le16(EXT4_BG_INODE_ZEROED))
		return 1;
	if (!flags & fl_dirty)
		return 2;
	if (!flags & st_zeroed)
		return 3;
	if (!gdp->bg_flags & cpu_to_be32(BIT(3)))
		return 4;
	if (!flags & cpu_to_be32(~v))		/* not a constant */
		return 5;
	if (!flags & mask_lower)		/* not a constant */
		return 6;
	return 0;
}

/* #defines of the file: a constant expression, also continued on a
 * second line, is a constant (fs/ext4/super.c); a function-like one, an
 * unfinished one and one of a variable are not. */
#define EXT4_SPEC_mb_optimize_scan	(1 << 19)
#define spec_both (EXT4_SPEC_mb_optimize_scan | \
		   st_zeroed)
#define spec_half (1 <<
#define spec_fn(x) (x)
#define spec_var flags

static int test_defines(struct ext4_fs_context *ctx)
{
	if (!ctx->spec & EXT4_SPEC_mb_optimize_scan)
		return 1;
	if (!ctx->spec & spec_both)
		return 2;
	if (!ctx->spec & spec_half)		/* not a constant */
		return 3;
	if (!ctx->spec & spec_fn(3))		/* not a constant */
		return 4;
	if (!ctx->spec & spec_var)		/* not a constant */
		return 5;
	return 0;
}
