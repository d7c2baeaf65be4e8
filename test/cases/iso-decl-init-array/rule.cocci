// standard.iso's decl_init: the rule's 'T I[E];' also matches an array
// declared with an initializer, 'static int a1[N] = { 1, 1 };' (spatch 1.1.1).
@ r @
identifier I;
type T;
expression E;
@@
T I[E];

@@
identifier r.I;
@@
- f(I);
