// optional_attributes: a pattern without it matches a function whose
// return type starts with an attribute macro (__maybe_unused)
@@
identifier f;
@@
  int f(void) {
  ...
- return 0;
+ return 1;
  }
