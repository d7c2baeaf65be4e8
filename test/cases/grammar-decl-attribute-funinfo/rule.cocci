// funinfo attribute: the pattern without __init matches definitions
// with it (optional_attributes)
@@
identifier f;
@@
  int f(void)
  {
- return 0;
+ return 1;
  }
