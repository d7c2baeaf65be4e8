/* An object-like macro that names a function-like one (the kernel's
 * `#define cpu_to_le32 __cpu_to_le32`): the two operands of `&` inside
 * its argument differ.  Must not fire. */
typedef unsigned int __u32;
#define __cpu_to_le32(x) ((__u32)(x))
#define cpu_to_le32 __cpu_to_le32

__u32 desc_len(unsigned int sz)
{
	return cpu_to_le32(sz & 0xffff);
}
