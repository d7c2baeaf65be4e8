/* --parser own: constants that clang knows and the spelling does not
 * say.  A byte-order macro of a constant (fs/ext4's
 * cpu_to_le16(EXT4_BG_INODE_ZEROED)) and an enumerator the file declares
 * in lower case are constants; a byte-order macro of a variable and an
 * unknown lower-case name are not. */
enum { fl_dirty = 1 << 0, fl_clean = 2 };
enum ino_state { st_new, st_zeroed = 8 };

static int test(struct ext4_group_desc *gdp, int flags, u32 v)
{
	if (!(gdp->bg_flags & cpu_to_le16(EXT4_BG_INODE_ZEROED)))
		return 1;
	if (!(flags & fl_dirty))
		return 2;
	if (!(flags & st_zeroed))
		return 3;
	if (!(gdp->bg_flags & cpu_to_be32(BIT(3))))
		return 4;
	if (!flags & cpu_to_be32(~v))		/* not a constant */
		return 5;
	if (!flags & mask_lower)		/* not a constant */
		return 6;
	return 0;
}
