#include "types.h"

#define s32 unsigned int
struct apic {
	s32 id;
};
#undef s32
