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
void spin_lock_irqsave(spinlock_t *l, unsigned long f);
void spin_unlock_irqrestore(spinlock_t *l, unsigned long f);
void mutex_lock(void *m);

struct dev {
	spinlock_t lock;
	void *buf;
	void *spare;
	int users;
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

/* Unlocked on every path before the sleeping call (irqsave flavour), and
 * a sleeping call under another lock than the one released. */
int dev_wait(struct dev *d, int early)
{
	unsigned long flags = 0;

	spin_lock_irqsave(&d->lock, flags);
	if (early) {
		spin_unlock_irqrestore(&d->lock, flags);
		msleep(1);
		return 1;
	}
	d->users = 0;
	spin_unlock_irqrestore(&d->lock, flags);
	mutex_lock(d->spare);
	return 0;
}
