#if 0
#define _SIZE_T
#endif
