// A function clang read with errors but in the shape of the own parse
// stays on clang's view, its types clang's: the field types come from
// dev.h, so d->name (char *) matches and d->count (long) does not, in
// the function with an error as in the one without.
@@
char *E;
@@
- E == NULL
+ !E
