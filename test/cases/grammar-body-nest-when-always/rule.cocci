// `when = P` right after a nest's opening: every statement the nest's
// dots pass must match P, but for those holding an occurrence of its
// pattern (the nest's own)
@@
expression E;
@@
  f(E);
  <... when = g(E);
- k(E);
+ k2(E);
  ...>
  done(E);
