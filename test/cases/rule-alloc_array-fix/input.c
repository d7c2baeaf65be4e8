/* n * sizeof(x) in an allocation: the overflow-checked array allocators. */
#include <stddef.h>
#define GFP_KERNEL 0x10
struct device;
void *kmalloc(size_t n, int flags);
void *kzalloc(size_t n, int flags);
void *devm_kzalloc(struct device *dev, size_t n, int flags);

struct desc {
	unsigned long addr;
	unsigned int len;
};

struct ring {
	struct desc *descs;
	unsigned long *stamps;
	unsigned int *map;
};

int ring_alloc(struct device *dev, struct ring *r, unsigned int count)
{
	r->descs = kzalloc(count * sizeof(*r->descs), GFP_KERNEL);
	r->stamps = kmalloc(count * sizeof(unsigned long),
			    GFP_KERNEL);
	r->map = devm_kzalloc(dev, count * sizeof(*r->map), GFP_KERNEL);
	return r->descs && r->stamps && r->map ? 0 : -12;
}
