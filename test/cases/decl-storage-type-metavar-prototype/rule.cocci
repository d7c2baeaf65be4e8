// `static T x;` matches a prototype as `T x;` does: T is the function's
// type, the rule's storage class the code's (spatch 1.1.1).
@@
identifier x;
type T;
@@
- static
  T x;
