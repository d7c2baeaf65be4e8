#if 0
#define BITS 32
#endif
