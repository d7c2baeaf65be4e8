/* Attribute macros around struct definitions and their fields. */
struct __packed wire_header {
	u8 kind;
	int length;
};

struct ring_desc {
	u32 flags;
	int length;
} __packed __aligned(64);

struct buffer {
	int length;
	u8 __aligned(BUF_ALIGN) data[16];
};

struct regs {
	const u32 __aligned(4) *base;
	int length;
};
