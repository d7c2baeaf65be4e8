#include <linux/init.h>
#include <linux/kernel.h>
#include <linux/mutex.h>
#include <asm/io.h>
#ifdef CONFIG_DEBUG
#include <linux/debug.h>
#endif

int x;
