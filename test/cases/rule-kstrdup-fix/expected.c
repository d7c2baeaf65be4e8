/* kmalloc(strlen(s) + 1) + strcpy() is kstrdup(s). */
#include <stddef.h>
#define NULL ((void *)0)
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
size_t strlen(const char *s);
char *strcpy(char *d, const char *s);

struct port {
	char *label;
};

int port_set_label_checked(struct port *p, const char *label)
{
	p->label = kstrdup(label, GFP_KERNEL);
	if (!p->label)
		return -12;
	return 0;
}

int port_set_alias(struct port *p, const char *alias)
{
	p->label = kstrdup(alias,
			   GFP_KERNEL);
	return 0;
}
