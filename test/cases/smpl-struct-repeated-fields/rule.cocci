// Clang drops a field whose name repeats an earlier one (an error it
// recovers from); cfix reads such a struct's fields itself, and a
// field pattern of one name takes each declarator of `int a, b, c;`.
@@
identifier f, x;
@@

struct f { ...
- int x;
++ long x;
...
};
