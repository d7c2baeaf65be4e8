// A function the rule writes with a declared attribute name and no
// return type (`- __init` `+ __exit` `f(...) { ... }`) matches any
// return type holding the attribute, storage classes around it too,
// as spatch 1.1.1 reads an attribute there, no type.
@@
attribute name __init;
identifier f;
@@
- __init
+ __exit
  f(...) { ... }
