#include "types.h"
#define s32 unsigned int
#include "get.h"
#undef s32
