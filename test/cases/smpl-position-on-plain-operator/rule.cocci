// A position on a plain binary operator ('+@p') is the operator's token:
// the second rule changes only the sums the first rule found.
@r@
constant c1, c2;
position p;
@@
 c1 +@p c2

@@
expression a, b;
position r.p;
@@
- a +@p b
+ a | b
