// A declaration pattern without `static` matches `static int x;`.
// Removed with nothing in its place, the `static` goes too; replaced,
// the `static` stays before the new code; and `static int a, b;` is
// not split to put code in a name's place (spatch 1.1.1 agrees).
@@
identifier x;
@@
- int x;
+ long x;

@@
identifier x;
@@
- char x;
