#ifndef TYPES_H
#define TYPES_H
#include "posix.h"
#ifndef _SSIZE_T
#define _SSIZE_T
typedef long ssize_t;
#endif
#endif
