// '-' on an #include line removes each line of the file including that
// file, with <...> or "..." as written; other includes stay
@@
@@

- #include <linux/devfs_fs_kernel.h>

@@
@@

- #include "old_config.h"
