#ifndef DEV_H
#define DEV_H
typedef struct dev {
	int id;
	char name[16];
} dev_t2;

typedef struct port port_t;
#include "port.h"
#endif
