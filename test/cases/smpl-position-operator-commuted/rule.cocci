// An inherited position on an operator holds also where the sum matches
// with its operands swapped (the commutative isomorphism): only the
// sum r found changes.
@r@
constant c;
position p;
@@
 FLAG_A +@p c

@@
position r.p;
expression a, b;
@@
- a +@p b
+ COMBINE
