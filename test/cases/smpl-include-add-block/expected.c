#include <asm/irq.h>
#include <asm/io.h>
#ifdef CONFIG_NKERNEL
#include <asm/nk/f_nk.h>
#define nk_call(x) f_nk(x)
#endif

void setup(void)
{
	enable();
}
