struct iovec { void *iov_base; unsigned long iov_len; };
int f(int *msg, int n)
{
	struct iovec iov;
	iov = IOVEC_MAKE(msg, n);
	iov = IOVEC_MAKE(msg, n);
	return 0;
}
