#if 0
#define HAVE_DEV 1
#endif
