// static_assert(...) and _Static_assert(...) at file level, among a
// struct's fields and in a function are read as calls, as spatch 1.1.1
// reads them (a macro call; it matches inside): the division in each
// becomes ARRAY_SIZE.  cfix's own parser used to keep them whole and
// match nothing in them.
@@
expression E;
@@
- sizeof(E) / sizeof(E[0])
+ ARRAY_SIZE(E)
