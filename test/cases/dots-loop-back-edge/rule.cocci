// `...` from inside a loop's body goes round the loop: past the body's
// end (or a continue) control reaches the head and the body again
@r exists@
@@
fill();
...
* check();
