// `typedef T1 T2;` with both type metavariables matches a typedef of a
// plain type (not only of a struct body): T2 binds the typedef's name.
@ r @
type T1, T2;
@@

typedef T1 T2;

@@
type r.T1, r.T2;
@@

- T2
+ T1
