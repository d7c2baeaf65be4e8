typedef unsigned int u32;
typedef unsigned long long u64;

u32 get32(void)
{
	u32 r;
	r = read32();
	return r;
}

u64 get64(void)
{
	u64 q;
	q = read64();
	return q;
}

int getint(void)
{
	int k;
	k = readint();
	return k;
}
