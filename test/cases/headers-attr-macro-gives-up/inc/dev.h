#define __always_inline inline __attribute__((__always_inline__))
#ifdef WIDE
#define __maybe_u unsigned
#else
#define __maybe_u __attribute__((__unused__))
#endif
#define __ret_u unsigned

static __always_inline int dev_read(int fd)
{
	return fd;
}
static inline __maybe_u int dev_m(int fd)
{
	return fd;
}
static inline __ret_u int dev_u(int fd)
{
	return fd;
}
