/* Sizes that are not a plain product of two factors, and the array
 * allocators already.  Must not fire. */
#include <stddef.h>
#define GFP_KERNEL 0x10
void *kmalloc(size_t n, int flags);
void *kmalloc_array(size_t n, size_t size, int flags);

struct hdr {
	unsigned int len;
};

void *alloc(unsigned int count, size_t extra)
{
	void *a = kmalloc(sizeof(struct hdr) + count * 4, GFP_KERNEL);
	void *b = kmalloc(count * extra, GFP_KERNEL);
	void *c = kmalloc_array(count, sizeof(struct hdr), GFP_KERNEL);

	return a && b && c ? a : 0;
}
