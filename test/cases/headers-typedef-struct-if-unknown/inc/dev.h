#ifndef DEV_H
#define DEV_H
struct dev_small {
	char *name;
};
struct dev_big {
	int id;
	char name[16];
};
#if DEV_LEVEL > 1
typedef struct dev_big dev_t2;
#else
typedef struct dev_small dev_t2;
#endif
#endif
