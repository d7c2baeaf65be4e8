/* Declarer macros standing for fields: the fields around them are
 * matched. */
struct port_state {
	DECLARE_BITMAP(enabled, 32);
	int count;
};

struct message {
	struct_group(header,
		u16 kind;
		u16 size;
	);
	int count;
	DECLARE_FLEX_ARRAY(u8, payload);
};
