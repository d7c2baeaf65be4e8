#ifndef _SSIZE_T
#define _SSIZE_T
typedef long ssize_t;
#endif
