// A rule with a typed metavariable still uses clang's types by default
// (--parser auto): the field's type comes from a header the file
// includes, which cfix's own parser does not read; -v says why clang ran.
@@
char *E;
@@
- E == NULL
+ !E
