/* Found by walking the folder given on the command line. */
#include "port.h"

int port_ready(const struct port *port)
{
    return !port->status & PORT_BUSY;
}
