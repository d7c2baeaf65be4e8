#ifndef TYPES_H
#define TYPES_H
#ifdef CONFIG_SIGNED_HANDLE
typedef int handle_t;
#else
typedef unsigned int handle_t;
#endif
#endif
