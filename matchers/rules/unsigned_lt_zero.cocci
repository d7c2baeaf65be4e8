// name: unsigned_lt_zero
// message: an unsigned expression compared '< 0' is never true
// severity: warning
// fix: none
// tags: kernel, general
// default: off
//
// An unsigned value is never negative, so `u < 0` is always false and
// `u >= 0` always true: the test is dead, and usually the variable should
// have been signed to hold an error code (`u32 ret = f(); if (ret < 0)`), or
// a subtraction of unsigned values was meant to go negative.  Report only:
// the right fix (a signed type, a different test) needs a human.  The type
// comes from clang; a typed metavariable matches the type as clang spells
// it, typedef names kept, so each spelling is a rule of its own: the
// unsigned builtin types (`unsigned` is spelled `unsigned int`), size_t,
// uint8_t..uint64_t, and the kernel's u8..u64 and __u8..__u64.  Other
// typedefs of unsigned types (sector_t, dma_addr_t, a `typedef u32 foo`)
// and const-qualified types are not caught until the rule language can say
// "any unsigned type".  Unlike scripts/coccinelle/tests/
// unsigned_lesser_than_zero.cocci, it does not spare range checks such as
// `if (u < 0 || u > MAX)`, which are harmless but still dead code.
@unsigned_lt_zero@
unsigned int E;
@@
* E < 0

// message: an unsigned expression (unsigned int) compared '>= 0' is always true
@unsigned_ge_zero_uint@
unsigned int E;
@@
* E >= 0

// message: an unsigned expression (unsigned long) compared '< 0' is never true
@unsigned_lt_zero_ulong@
unsigned long E;
@@
* E < 0

// message: an unsigned expression (unsigned long) compared '>= 0' is always true
@unsigned_ge_zero_ulong@
unsigned long E;
@@
* E >= 0

// message: an unsigned expression (unsigned long long) compared '< 0' is never true
@unsigned_lt_zero_ulonglong@
unsigned long long E;
@@
* E < 0

// message: an unsigned expression (unsigned long long) compared '>= 0' is always true
@unsigned_ge_zero_ulonglong@
unsigned long long E;
@@
* E >= 0

// message: an unsigned expression (unsigned short) compared '< 0' is never true
@unsigned_lt_zero_ushort@
unsigned short E;
@@
* E < 0

// message: an unsigned expression (unsigned short) compared '>= 0' is always true
@unsigned_ge_zero_ushort@
unsigned short E;
@@
* E >= 0

// message: an unsigned expression (unsigned char) compared '< 0' is never true
@unsigned_lt_zero_uchar@
unsigned char E;
@@
* E < 0

// message: an unsigned expression (unsigned char) compared '>= 0' is always true
@unsigned_ge_zero_uchar@
unsigned char E;
@@
* E >= 0

// message: an unsigned expression (size_t) compared '< 0' is never true
@unsigned_lt_zero_size_t@
typedef size_t;
size_t E;
@@
* E < 0

// message: an unsigned expression (size_t) compared '>= 0' is always true
@unsigned_ge_zero_size_t@
typedef size_t;
size_t E;
@@
* E >= 0

// message: an unsigned expression (uint8_t) compared '< 0' is never true
@unsigned_lt_zero_uint8_t@
typedef uint8_t;
uint8_t E;
@@
* E < 0

// message: an unsigned expression (uint8_t) compared '>= 0' is always true
@unsigned_ge_zero_uint8_t@
typedef uint8_t;
uint8_t E;
@@
* E >= 0

// message: an unsigned expression (uint16_t) compared '< 0' is never true
@unsigned_lt_zero_uint16_t@
typedef uint16_t;
uint16_t E;
@@
* E < 0

// message: an unsigned expression (uint16_t) compared '>= 0' is always true
@unsigned_ge_zero_uint16_t@
typedef uint16_t;
uint16_t E;
@@
* E >= 0

// message: an unsigned expression (uint32_t) compared '< 0' is never true
@unsigned_lt_zero_uint32_t@
typedef uint32_t;
uint32_t E;
@@
* E < 0

// message: an unsigned expression (uint32_t) compared '>= 0' is always true
@unsigned_ge_zero_uint32_t@
typedef uint32_t;
uint32_t E;
@@
* E >= 0

// message: an unsigned expression (uint64_t) compared '< 0' is never true
@unsigned_lt_zero_uint64_t@
typedef uint64_t;
uint64_t E;
@@
* E < 0

// message: an unsigned expression (uint64_t) compared '>= 0' is always true
@unsigned_ge_zero_uint64_t@
typedef uint64_t;
uint64_t E;
@@
* E >= 0

// message: an unsigned expression (u8) compared '< 0' is never true
@unsigned_lt_zero_u8@
typedef u8;
u8 E;
@@
* E < 0

// message: an unsigned expression (u8) compared '>= 0' is always true
@unsigned_ge_zero_u8@
typedef u8;
u8 E;
@@
* E >= 0

// message: an unsigned expression (u16) compared '< 0' is never true
@unsigned_lt_zero_u16@
typedef u16;
u16 E;
@@
* E < 0

// message: an unsigned expression (u16) compared '>= 0' is always true
@unsigned_ge_zero_u16@
typedef u16;
u16 E;
@@
* E >= 0

// message: an unsigned expression (u32) compared '< 0' is never true
@unsigned_lt_zero_u32@
typedef u32;
u32 E;
@@
* E < 0

// message: an unsigned expression (u32) compared '>= 0' is always true
@unsigned_ge_zero_u32@
typedef u32;
u32 E;
@@
* E >= 0

// message: an unsigned expression (u64) compared '< 0' is never true
@unsigned_lt_zero_u64@
typedef u64;
u64 E;
@@
* E < 0

// message: an unsigned expression (u64) compared '>= 0' is always true
@unsigned_ge_zero_u64@
typedef u64;
u64 E;
@@
* E >= 0

// message: an unsigned expression (__u8) compared '< 0' is never true
@unsigned_lt_zero___u8@
typedef __u8;
__u8 E;
@@
* E < 0

// message: an unsigned expression (__u8) compared '>= 0' is always true
@unsigned_ge_zero___u8@
typedef __u8;
__u8 E;
@@
* E >= 0

// message: an unsigned expression (__u16) compared '< 0' is never true
@unsigned_lt_zero___u16@
typedef __u16;
__u16 E;
@@
* E < 0

// message: an unsigned expression (__u16) compared '>= 0' is always true
@unsigned_ge_zero___u16@
typedef __u16;
__u16 E;
@@
* E >= 0

// message: an unsigned expression (__u32) compared '< 0' is never true
@unsigned_lt_zero___u32@
typedef __u32;
__u32 E;
@@
* E < 0

// message: an unsigned expression (__u32) compared '>= 0' is always true
@unsigned_ge_zero___u32@
typedef __u32;
__u32 E;
@@
* E >= 0

// message: an unsigned expression (__u64) compared '< 0' is never true
@unsigned_lt_zero___u64@
typedef __u64;
__u64 E;
@@
* E < 0

// message: an unsigned expression (__u64) compared '>= 0' is always true
@unsigned_ge_zero___u64@
typedef __u64;
__u64 E;
@@
* E >= 0
