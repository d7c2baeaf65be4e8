#ifndef DEV_H
#define DEV_H
struct dev {
	int id;
	char name[16];
};
#endif
