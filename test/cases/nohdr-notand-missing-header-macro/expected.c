#include "xfs.h"

/* fs/xfs/libxfs/xfs_bmap.c's xfs_bmap_validate_ret(), the bug planted:
 * XFS_BMAPI_ENTIRE, STATIC and the types come from headers not here */
STATIC void
xfs_bmap_validate_ret(
	xfs_fileoff_t		bno,
	xfs_filblks_t		len,
	uint32_t		flags,
	xfs_bmbt_irec_t		*mval,
	int			nmap,
	int			ret_nmap)
{
	int			i;

	ASSERT(ret_nmap <= nmap);

	for (i = 0; i < ret_nmap; i++) {
		ASSERT(mval[i].br_blockcount > 0);
		if (!(flags & XFS_BMAPI_ENTIRE)) {
			ASSERT(mval[i].br_startoff >= bno);
			ASSERT(mval[i].br_blockcount <= len);
		} else {
			ASSERT(mval[i].br_startoff < bno + len);
		}
		if (!(i & 1))
			continue;
	}
}
