#ifndef BASE_H
#define BASE_H
typedef unsigned int u32;
#endif
