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
// comes from clang.  As in spatch, a builtin type in the rule matches the
// code's type with its typedefs resolved, so the five unsigned integer
// types catch every typedef of them (size_t, u32, __u16, sector_t, a
// `typedef u32 foo`) and const-qualified ones, wherever the typedef is
// declared (spatch only sees the typedefs of the file it reads).  The `0`
// is a literal 0: `u < MIN_PORT`, with a macro MIN_PORT that expands to 0,
// is not matched (the code says a name, and spatch does not match it
// either).  Unlike scripts/coccinelle/tests/
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
