struct iovec { void *iov_base; unsigned long iov_len; };
int f(int *msg, int n)
{
	struct iovec iov;
	iov = (struct iovec) {
		.iov_base = msg,
		.iov_len = n,
	};
	iov = (struct iovec) { .iov_base = msg, .iov_len = n };
	return 0;
}
