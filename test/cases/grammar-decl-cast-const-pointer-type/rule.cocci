// `const T *` with T a pointer type is `int *const *`: its const
// qualifies T's pointer, so it does not match `(const int **)p`
// (spatch 1.1.1); with T `char` or `struct s` it matches.
@@
type T;
expression E;
@@
- (const T *)E
+ E
