/* sizeof(x) * n: the factors change places in the fix. */
#include <stddef.h>
#define GFP_KERNEL 0x10
void *kzalloc(size_t n, int flags);

struct desc {
	unsigned long addr;
};

struct desc *descs_alloc(unsigned int count)
{
	return kzalloc(sizeof(struct desc) * count, GFP_KERNEL);
}
