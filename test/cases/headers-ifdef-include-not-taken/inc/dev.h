#ifndef DEV_H
#define DEV_H
struct dev {
	char name[16];
};
#endif
