struct sock_common {
	union {
		int		skc_incoming_cpu;
		unsigned int	skc_rcv_wnd;
	};
};

struct sock {
	struct sock_common	__sk_common;
#ifdef WIDE
#define sk_incoming_cpu		__sk_common.skc_rcv_wnd
#else
#define sk_incoming_cpu		__sk_common.skc_incoming_cpu
#endif
};
