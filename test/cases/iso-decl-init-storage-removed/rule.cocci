// standard.iso's decl_init and its static and extern kin leave a
// declaration with an initializer alone when the rule removes the
// storage class: spatch 1.1.1 applies none of them then.
@@
identifier x;
type T;
@@
- static
  T x;
