struct msg {
	int len;
	char data[0];
};

struct cmd {
	short code;
	unsigned char buf[1];
} __attribute__((packed));

#define MSG_EMPTY(m) (!(m)->len & 1)
#define MSG_CHECK(m) do { if (!(m)->len & 2) abort(); } while (0)
