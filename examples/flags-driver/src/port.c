/* Port polling. */
#include "dev.h"

static void cpu_relax(void)
{
}

void port_wait(struct port *port)
{
	while (!port->status & PORT_BUSY)	/* bug: in a loop condition */
		cpu_relax();
}

int port_idle(const struct port *port, unsigned int busy)
{
	return !(port->status & busy);
}

unsigned int port_low_clear(unsigned int status)
{
	return !status & PORT_MASK;		/* bug: in a return */
}
