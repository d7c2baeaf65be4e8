#ifndef TYPES_H
#define TYPES_H
#ifdef __KERNEL__
typedef int handle_t;
#else
typedef unsigned int handle_t;
#endif
#if defined(WIDE)
typedef unsigned long count_t;
#else
typedef int count_t;
#endif
#endif
