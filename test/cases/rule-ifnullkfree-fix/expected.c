/* kfree(NULL) and friends do nothing: the test before them goes. */
#include <stddef.h>
#define NULL ((void *)0)
void kfree(const void *p);
void vfree(const void *p);
void debugfs_remove_recursive(void *d);
struct urb;
void usb_free_urb(struct urb *u);

struct priv {
	void *buf;
	void *table;
	void *dbg;
	struct urb *urb;
	int *counters;
};

void priv_free(struct priv *p)
{
	kfree(p->buf);
	vfree(p->table);
	debugfs_remove_recursive(p->dbg);
	usb_free_urb(p->urb);
	kfree(p->counters);
	kfree(p);
}
