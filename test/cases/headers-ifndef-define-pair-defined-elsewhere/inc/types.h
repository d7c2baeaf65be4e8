#ifndef TYPES_H
#define TYPES_H
#include "config.h"
#ifndef _SIZE_T
#define _SIZE_T
typedef unsigned long size_t;
#endif
#endif
