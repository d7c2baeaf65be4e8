#include <stdint.h>
#pragma GCC visibility push(default)
struct hdr {
	uint8_t kind;
};
#pragma pack(2)
#pragma clang diagnostic ignored "-Wpadded"
