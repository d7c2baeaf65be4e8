/* Macros taking a type, and names that end in _t without being types:
 * none of them is a type where it stands. */
struct reg {
	unsigned long address;
	int width;
};

static void copy_head(char *dst, const char *src, unsigned int len)
{
	copy_bytes_checked(dst, src, min_t(size_t, len, 4));
}

static void map_reg(struct reg *gas_t, int fsector_t, void *src)
{
	void *addr;

	addr = map_io_checked(gas_t->address, fsector_t + 1);
	copy_bytes_checked(addr, src, max_t(u32, gas_t->width, 8));
	format_dev(addr, gas_t->width);
}
