// name: memset_swapped
// message: memset() with a length of 0 and a non-zero value: the last two arguments are swapped
// severity: error
// fix: review
// tags: general
//
// memset(p, c, n) fills n bytes with c; `memset(p, n, 0)` fills nothing.
// A zero length with a non-constant or non-zero fill value is almost
// always the two arguments swapped.  The fix swaps them back; it is
// "review" because a computed length that is 0 on purpose is possible.
@memset_swapped@
expression E1;
expression E2 != 0;
@@
- memset(E1, E2, 0)
+ memset(E1, 0, E2)
