/* Declarer macros standing for fields: the fields around them are
 * matched. */
struct port_state {
	DECLARE_BITMAP(enabled, 32);
	unsigned int count;
};

struct message {
	struct_group(header,
		u16 kind;
		u16 size;
	);
	unsigned int count;
	DECLARE_FLEX_ARRAY(u8, payload);
};
