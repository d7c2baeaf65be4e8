/* Calls that may sleep, right after a spinlock is taken. */
#include <stddef.h>
#define GFP_KERNEL 0x10
typedef struct { int raw; } spinlock_t;
struct mutex { int owner; };
void spin_lock(spinlock_t *l);
void spin_unlock(spinlock_t *l);
void spin_lock_irqsave(spinlock_t *l, unsigned long f);
void spin_unlock_irqrestore(spinlock_t *l, unsigned long f);
void *kmalloc(size_t n, int flags);
unsigned long copy_from_user(void *to, const void *from, unsigned long n);
void msleep(unsigned int ms);
void mutex_lock(struct mutex *m);
void mutex_unlock(struct mutex *m);

struct dev {
	spinlock_t lock;
	struct mutex cfg_lock;
	void *buf;
	char cfg[64];
};

int dev_grow(struct dev *d, size_t n)
{
	spin_lock(&d->lock);
	d->buf = kmalloc(n, GFP_KERNEL);
	spin_unlock(&d->lock);
	return d->buf ? 0 : -12;
}

int dev_set(struct dev *d, const void *ubuf)
{
	unsigned long flags = 0;

	spin_lock_irqsave(&d->lock, flags);
	if (copy_from_user(d->cfg, ubuf,
			   sizeof(d->cfg))) {
		spin_unlock_irqrestore(&d->lock, flags);
		return -14;
	}
	spin_unlock_irqrestore(&d->lock, flags);
	return 0;
}

void dev_reset(struct dev *d)
{
	spin_lock(&d->lock);
	mutex_lock(&d->cfg_lock);
	mutex_unlock(&d->cfg_lock);
	spin_unlock(&d->lock);
	spin_lock(&d->lock);
	msleep(10);
	spin_unlock(&d->lock);
}
