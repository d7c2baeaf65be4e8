// `when = P` on dots that run from the function's start or to its end:
// spatch's path then meets the function's braces, which are no P, so the
// rule matches nothing (even where every statement between is P)
@@
expression E;
@@
- lock(E);
  ... when = g(E);
