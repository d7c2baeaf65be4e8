// name: notand
// message: '!' binds tighter than '&': the test negates the left operand, not the masked value
// severity: warning
// fix: safe
// tags: general, kernel
//
// In `!flags & FLAG`, `!` applies to `flags` alone, so the test is
// `(!flags) & FLAG`: 0 or 1 masked by FLAG, which is almost never what was
// meant (drivers/platform/x86/wmi.c had `!block->flags & ACPI_WMI_METHOD`
// until 2008).  The fix tests the masked value: `!(flags & FLAG)`.
@notand@
expression E;
constant C;
@@
- !E & C
+ !(E & C)
