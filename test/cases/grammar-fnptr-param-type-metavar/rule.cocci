// A type metavariable standing for a parameter of a function pointer
// declarator binds the parameter's whole type, a type without a name.
@r@
type T1, T2, R;
identifier fp;
@@
R (*fp)(T1,
+ long,
 T2);

@t@
type T1, T2;
@@
typedef int (*filler_t)(T1,
+ struct address_space *,
 T2);
