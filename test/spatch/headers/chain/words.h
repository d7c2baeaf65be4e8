typedef unsigned int u32;
struct md_state {
	u32 block[16];
};
