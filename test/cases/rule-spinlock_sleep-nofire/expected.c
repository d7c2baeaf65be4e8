/* Sleeping calls outside the spinlock, and atomic ones inside.  Must not
 * fire. */
#include <stddef.h>
#define GFP_KERNEL 0x10
#define GFP_ATOMIC 0x20
typedef struct { int raw; } spinlock_t;
void spin_lock(spinlock_t *l);
void spin_unlock(spinlock_t *l);
void *kmalloc(size_t n, int flags);
void msleep(unsigned int ms);

struct dev {
	spinlock_t lock;
	void *buf;
	void *spare;
};

int dev_grow(struct dev *d, size_t n)
{
	void *p = kmalloc(n, GFP_KERNEL);	/* before the lock */

	spin_lock(&d->lock);
	d->spare = kmalloc(n, GFP_ATOMIC);	/* atomic */
	d->buf = p;
	spin_unlock(&d->lock);
	msleep(1);				/* after the unlock */
	return 0;
}
