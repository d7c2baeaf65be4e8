// code added after a kept '(' before a disjunction: no space after the
// '(', one after the comma it ends with (git's xcalloc.cocci)
@@
type T;
T *ptr;
expression n;
@@
  alloc_zeroed(
+ n,
  \( sizeof(T) \| sizeof(*ptr) \)
- , n
  )
