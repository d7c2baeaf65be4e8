// A removed `return;` after `...` also matches where control falls off
// a void function's end (spatch's exit node): what replaces it goes on
// a line of its own before the closing brace, once, however many paths
// get there (spatch 1.1.1).
@@
expression E;
@@
  lock(E);
  ... when != unlock(E)
      when any
- return;
+ goto out;
