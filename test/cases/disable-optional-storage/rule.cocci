// "disable optional_storage": `int` without a storage class matches no
// `static int` or `extern int`, in the prototypes of a definition it
// changes too.
@ disable optional_storage @
identifier func;
@@
- int
+ long
  func(...) { ... }

@ disable optional_storage @
identifier func;
@@
- int
+ long
  func(...);
