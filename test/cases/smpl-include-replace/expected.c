#include <linux/kernel.h>
#include <linux/semaphore.h>

static int count;

#ifdef CONFIG_SMP
#include <linux/semaphore.h>
#endif
