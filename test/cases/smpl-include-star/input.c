#include <linux/io.h>
#include <asm/io.h>
#include "asm/local.h"

#ifdef CONFIG_X86
#include <asm/msr.h>
#endif
