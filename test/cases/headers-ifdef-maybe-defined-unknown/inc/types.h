#ifndef TYPES_H
#define TYPES_H
#include "config.h"
#ifdef SIGNED_HANDLE
typedef int handle_t;
#else
typedef unsigned int handle_t;
#endif
#endif
