#ifndef TYPES_H
#define TYPES_H
#include "config.h"
#if BITS != 64
typedef int __kernel_ssize_t;
typedef unsigned int __kernel_size_t;
#else
typedef long __kernel_ssize_t;
typedef unsigned long __kernel_size_t;
#endif
typedef __kernel_ssize_t ssize_t;
typedef __kernel_size_t size_t;
#endif
