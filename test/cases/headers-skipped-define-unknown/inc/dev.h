#ifndef DEV_H
#define DEV_H

#if defined(CONFIG_DEV_DEBUG) && CONFIG_DEV_LEVEL > 1
#define dev_lock(d) dev_lock_nested(d, 0)
#else
extern int dev_lock(int d);
#endif
extern unsigned int dev_lock_nested(int d, int sub);

#endif
