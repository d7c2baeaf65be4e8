// Code added before `return;` at the function's end goes there once,
// however many paths reach the end (here: the loop left at its head,
// first turn and later ones), as spatch 1.1.1 changes its exit node
// once.
@@
expression E;
@@
  lock(E);
  ... when != unlock(E)
      when any
+ unlock(E);
  return;
