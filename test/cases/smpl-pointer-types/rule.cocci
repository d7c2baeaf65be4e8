// Types in metavariable declarations as Coccinelle writes them:
// `expression *X` is any pointer, `expression struct *S` any pointer to
// a struct, `identifier t; struct t *T` any struct pointer too.
@@
expression *X;
@@
- free_any(X)
+ ptr(X)

@@
expression struct *S;
@@
- free_struct(S)
+ sptr(S)

@@
identifier t;
struct t *T;
@@
- free_tag(T)
+ tptr(T)
