// C types: long double, typeof, enum, union, size_t, const pointers, void *
@@
identifier x;
@@
(
- long double x;
+ double x;
|
- enum color x;
+ int x;
|
- const void *x;
+ const char *x;
|
- size_t x;
+ unsigned long x;
)
