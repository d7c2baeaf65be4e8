#ifndef PORT_H
#define PORT_H
struct port {
	char label[8];
};
#endif
