// spatch 1.1.1 takes no expression list among a brace initializer's
// elements (a parse error there): an initializer list is what stands
// for them.
@@
type T;
identifier x;
expression list EL;
@@
- T x = { EL };
+ T x = { EL, 1 };
