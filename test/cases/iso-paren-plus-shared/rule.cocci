// The paren isomorphism under a rule that removes its `(E == 0)` and
// writes parentheses again: the plus code comes out in its own order
// where the code has no parentheses (`!a` gives `zero(a)`, not `(zeroa)`;
// `zero((E))` gives `zero((a))`), as spatch 1.1.1 writes it.
@@
expression E;
@@
- r = (E == 0);
+ r = zero(E);

@@
expression E;
@@
- s = (E == 0);
+ s = zero((E));
