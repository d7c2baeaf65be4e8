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
	if (p->buf) kfree(p->buf);
	if (p->table != NULL) vfree(p->table);
	if (p->dbg) { debugfs_remove_recursive(p->dbg); }
	if (p->urb) usb_free_urb(p->urb);
	if (p->counters) kfree(p->counters);
	kfree(p);
}
