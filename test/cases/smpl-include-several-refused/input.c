#include <linux/kernel.h>
#include <linux/slab.h>

int x;
