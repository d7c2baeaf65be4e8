/* The usual shape: the sleeping call comes a few statements after the
 * lock, before the unlock, on the path that skips the early unlock. */
#include <stddef.h>
#define GFP_KERNEL 0x10
typedef struct { int raw; } spinlock_t;
void spin_lock(spinlock_t *l);
void spin_unlock(spinlock_t *l);
void *kmalloc(size_t n, int flags);

struct dev {
	spinlock_t lock;
	void *buf;
	int users;
};

int dev_grow(struct dev *d, size_t n)
{
	spin_lock(&d->lock);
	d->users++;
	if (d->users > 1) {
		spin_unlock(&d->lock);
		return -16;
	}
	d->buf = kmalloc(n, GFP_KERNEL);
	spin_unlock(&d->lock);
	return 0;
}
