// The candidate pass decides a typed metavariable from the types the
// file itself declares: a `char *` parameter and a field of a struct
// the file defines are pointers, so `expression *E` fits them there
// (and the file goes to clang); an `int` does not.
@@
expression *E;
@@
- E == 0
+ E == NULL
