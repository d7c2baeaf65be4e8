#include <asm/irq.h>
#include <asm/io.h>

void setup(void)
{
	enable();
}
