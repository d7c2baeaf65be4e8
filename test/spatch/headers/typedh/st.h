typedef unsigned int u32;
struct state {
	u32 hash[4];
	u32 block[16];
};
