/* The pattern as a loop condition. */
#define PORT_BUSY 0x8

struct port {
    volatile unsigned int status;
};

static void cpu_relax(void)
{
}

void port_wait(struct port *port)
{
    while (!(port->status & PORT_BUSY))
        cpu_relax();
}
