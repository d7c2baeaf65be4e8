// `f(..., - NULL + 0, ...)` matches the call once per NULL among its
// arguments, as spatch enumerates the ways a list pattern matches: each
// NULL is replaced, not only the first, and the comma before a trailing
// `...` that took nothing stays out of the added code.
@@
@@
f(...,
- NULL
+ 0
 ,...)
