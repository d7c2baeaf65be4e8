#ifndef DEV_H
#define DEV_H

#ifdef CONFIG_DEV_DEBUG
#define dev_lock(d) dev_lock_nested(d, 0)
#else
extern int dev_lock(int d);
#endif
extern unsigned int dev_lock_nested(int d, int sub);

#endif
