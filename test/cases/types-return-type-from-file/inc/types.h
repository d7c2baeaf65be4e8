#ifndef TYPES_H
#define TYPES_H
typedef unsigned int __u32;
typedef __u32 u32;
typedef int __s32;
typedef __s32 s32;
extern s32 get_val(void);
static inline u32 get_len(void) { return 4; }
#endif
