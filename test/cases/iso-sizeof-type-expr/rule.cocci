// standard.iso's sizeof_type_expr: `sizeof(T)`, T a type metavariable
// used nowhere else, also matches `sizeof E` and `sizeof(E)`.  The
// second rule turns it off: only a written type matches there.
@@
type T;
expression P;
@@
- memset(P, 0, sizeof(T));
+ clear_object(P);

@ disable sizeof_type_expr @
type T;
expression P;
@@
- bzero(P, sizeof(T));
+ clear_bytes(P);
