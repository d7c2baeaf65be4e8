@@
identifier x;
expression E;
@@
(
- int x;
+ size_t x;
|
- unsigned int x = E;
+ unsigned long x = E;
)
