// `when = P` on leading dots: the path from the function's opening
// brace meets the brace, which is no P, so nothing matches (spatch)
@@
expression E;
@@
  ... when = g(E);
- unlock(E);
