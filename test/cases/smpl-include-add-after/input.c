#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/slab.h>

static struct mutex lock;
