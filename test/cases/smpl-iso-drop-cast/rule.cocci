// Coccinelle's drop_cast isomorphism: `(T)E` with T a type metavariable
// matches E with or without a cast.
@@
expression E, size;
type T;
@@
- memset((T)E, 0, size);
+ memzero(E, size);
