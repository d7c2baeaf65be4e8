/* --parser own: an annotation macro before a known type name (xfs's
 * STATIC, defined to static) and a label's attribute (fs/ext4's
 * `failed_mount8: __maybe_unused`) are read; the functions holding them
 * were skipped with a "cannot parse" warning. */
STATIC xfs_extlen_t
xfs_diff(xfs_extlen_t flags)
{
	return !flags & XFS_FLAG;
}

static int fill(struct super_block *sb, int flags)
{
	if (flags)
		goto failed_mount8;
	return 0;
failed_mount8: __maybe_unused
	return !flags & EXT4_FLAG;
}
