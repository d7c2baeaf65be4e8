/* An enumerator is a constant: clang knows, whatever its spelling. */
enum port_state {
    port_idle = 1,
    port_busy = 2,
};

struct port {
    unsigned int state;
};

int port_ready(const struct port *port)
{
    if (!(port->state & port_busy))
        return 1;
    return 0;
}
