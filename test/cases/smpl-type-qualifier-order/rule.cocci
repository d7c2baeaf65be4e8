// A qualifier may stand anywhere among the words of its pointer level:
// `const char *` matches `char const *`, `const unsigned int` matches
// `unsigned const int`; `char *const` is another type.
@@
identifier x;
expression E;
@@
- const char *x = E;
+ char *x = E;

@@
identifier x;
@@
- const unsigned int x
+ unsigned long x
  = 1;
