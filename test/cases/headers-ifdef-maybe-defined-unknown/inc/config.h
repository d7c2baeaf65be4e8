#if 0
#define SIGNED_HANDLE 1
#endif
