typedef unsigned char u8;

static u8 a_regs[2] = {
		[0] = 1,
	},
#define b_regs a_regs
	c_regs[2] = {
		[0] = 2,
	};
