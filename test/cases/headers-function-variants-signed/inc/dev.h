#ifndef DEV_H
#define DEV_H
#include "config.h"
#ifdef HAVE_DEV
extern int dev_read(int fd);
extern unsigned int dev_len(int fd);
#else
static inline int dev_read(int fd) { return -1; }
static inline unsigned int dev_len(int fd) { return 0; }
#endif
#endif
