#include <stdint.h>
#pragma pack(1)
struct s { int a; };
