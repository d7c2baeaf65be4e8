/* The sleeping call deeper than the lock: in a loop's body, under an if,
 * on the path that skips the early unlock (lock line 24, call line 31).
 * And code that must not fire: a sleep after the unlock in a branch, and
 * a loop that takes and releases the lock on each turn before sleeping.
 * spatch 1.1.1 reports the same lock and call. */
#include <stddef.h>
#define GFP_KERNEL 0x10
typedef struct { int raw; } spinlock_t;
void spin_lock(spinlock_t *l);
void spin_unlock(spinlock_t *l);
void *kmalloc(size_t n, int flags);
void msleep(unsigned int ms);

struct dev {
	spinlock_t lock;
	void *slots[8];
	int users;
};

int dev_fill(struct dev *d, int n, int quick)
{
	int i;

	spin_lock(&d->lock);
	if (quick) {
		spin_unlock(&d->lock);
		return 0;
	}
	for (i = 0; i < n; i++) {
		if (!d->slots[i])
			d->slots[i] = kmalloc(64, GFP_KERNEL);
	}
	spin_unlock(&d->lock);
	return 0;
}

void dev_poll(struct dev *d)
{
	spin_lock(&d->lock);
	d->users++;
	spin_unlock(&d->lock);
	if (d->users > 1)
		msleep(1);
}

void dev_wait(struct dev *d, int n)
{
	while (n--) {
		spin_lock(&d->lock);
		d->users++;
		spin_unlock(&d->lock);
		msleep(1);
	}
}
