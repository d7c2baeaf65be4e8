#include <linux/kernel.h>
#include <asm/semaphore.h>

static int count;

#ifdef CONFIG_SMP
#include <asm/semaphore.h>
#endif
