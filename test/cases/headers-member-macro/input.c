#include <sock.h>

int f(struct sock *sk)
{
	if (sk->sk_incoming_cpu < 0)
		return 1;
	if (sk->sk_rcv_wnd < 0)
		return 2;
	return 0;
}
