// forall `...` from inside a loop's body go round the back edge: past
// the body's end or a continue, control reaches the loop's head, then
// the body again (where the item before the dots stops the path) or
// the code after the loop.  A continue in an if ends such a path early,
// as an error path's return does.
@r forall@
@@
  start();
  ...
* check();
