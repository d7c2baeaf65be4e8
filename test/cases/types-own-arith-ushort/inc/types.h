#ifndef TYPES_H
#define TYPES_H
typedef unsigned short u16;
#endif
