@@
type T;
T[] E;
@@
- sizeof(E) / sizeof(T)
+ ARRAY_SIZE(E)
