#include <sock.h>

int f(struct sock *sk)
{
	if (sk->sk_incoming_cpu < 0)
		return 1;
	return 0;
}
