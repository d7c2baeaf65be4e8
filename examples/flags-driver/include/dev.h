/* A toy device model: just enough for the examples to look like a driver. */
#ifndef DEV_H
#define DEV_H

#define DEV_ACTIVE	0x01	/* probed and running */
#define DEV_SUSPENDED	0x02
#define DEV_ERROR	0x80

#define PORT_BUSY	0x08
#define PORT_MASK	0xff

struct device {
	const char *name;
	unsigned int flags;
	int users;
};

struct port {
	struct device *dev;
	volatile unsigned int status;
};

int dev_start(struct device *dev);
int dev_suspend(struct device *dev);
int dev_report(const struct device *dev, unsigned int want);
void port_wait(struct port *port);
int port_idle(const struct port *port, unsigned int busy);
unsigned int port_low_clear(unsigned int status);

#endif
