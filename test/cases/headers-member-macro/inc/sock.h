struct sock_common {
	union {
		int		skc_incoming_cpu;
		unsigned int	skc_rcv_wnd;
	};
	unsigned short	skc_family;
};

struct sock {
	struct sock_common	__sk_common;
#define sk_incoming_cpu		__sk_common.skc_incoming_cpu
#define sk_rcv_wnd		__sk_common.skc_rcv_wnd
	int			sk_err;
};
