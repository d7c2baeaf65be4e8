#ifndef TYPES_H
#define TYPES_H
#ifndef __ASSEMBLY__
#ifdef __GNUC__
typedef int s32;
#else
typedef unsigned int s32;
#endif
typedef unsigned int u32;
#endif
#endif
