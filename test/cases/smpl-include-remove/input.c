#include <linux/module.h>
#include <linux/devfs_fs_kernel.h>
#include "old_config.h"
#include "driver.h"

int probe(void)
{
	return 0;
}
