// `when = P`: every statement the dots pass must match P (a
// disjunction: one of its branches); an `if`, a block, a declaration or
// a null statement on the path is no P
@@
expression E;
@@
  lock(E);
  ... when = \( g(E); \| h(E); \)
- unlock(E);
+ unlock2(E);
