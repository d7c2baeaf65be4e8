// forall: `...` that begin in a loop's body and leave it by the body's
// end or a continue have a path round the loop to its body again, and
// spatch matches nothing; dots that came in by the loop's head or leave
// by a break pass it as usual
@r@
expression E;
@@
  start(E);
  <...
- poke(E)
+ peek(E)
  ...>
  stop(E);
