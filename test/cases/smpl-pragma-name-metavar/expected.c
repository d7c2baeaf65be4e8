#include <stdint.h>
struct hdr {
	uint8_t kind;
};
#pragma pack(2)
#pragma clang diagnostic ignored "-Wpadded"
