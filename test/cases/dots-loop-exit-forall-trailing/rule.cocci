// forall trailing `...` that begin in a loop's body and leave it by
// the body's end have a path round the loop to its body again: spatch
// matches nothing; from before the loop, or leaving by a break, they
// reach the function's end
@r@
expression E;
@@
- start(E);
+ begin(E);
  ...
