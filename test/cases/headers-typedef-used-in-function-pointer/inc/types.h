#ifndef TYPES_H
#define TYPES_H
typedef unsigned short u16;
typedef int s32;
typedef u16 (*select_fn)(s32 x);
extern s32 (*pick)(u16 a);
#endif
