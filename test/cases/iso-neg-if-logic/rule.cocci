// standard.iso's neg_if on a condition spatch negates operand by
// operand: `X < Y && Z` becomes `X >= Y || !Z` (and `Y <= X`, gtr_lss);
// a `!` around the whole condition is not that negation
@@
expression X, Y, Z;
@@
if (X < Y && Z)
- slow();
+ fast();
else
  other();
