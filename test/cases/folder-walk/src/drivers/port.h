#ifndef PORT_H
#define PORT_H

#define PORT_BUSY 0x8

struct port {
    unsigned int status;
};

int port_ready(const struct port *port);

#endif
