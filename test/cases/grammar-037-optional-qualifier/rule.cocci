// the optional_qualifier isomorphism: a declaration without const in the
// rule matches one with const in the code
@@
identifier x;
@@
- char *x = "";
+ char *x = NULL;
