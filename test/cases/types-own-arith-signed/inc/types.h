#ifndef TYPES_H
#define TYPES_H
typedef __signed__ int __s32;
typedef __s32 s32;
typedef unsigned int __u32;
typedef __u32 u32;
#endif
