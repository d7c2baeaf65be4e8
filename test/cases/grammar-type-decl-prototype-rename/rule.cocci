// T / - x / + y / ; renames a prototype among other declarators in
// place, as spatch 1.1.1 does.
@@
type T;
identifier x = {b, q};
@@
 T
- x
+ renamed
 ;
