// typedef of an array type: typedef ctype typedef_ident[expr];
@@
type T;
expression E;
@@
- typedef T vec[E];
+ typedef T vec3[E];
