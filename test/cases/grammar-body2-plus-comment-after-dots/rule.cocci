// a comment alone in a removed line's place hangs on the context code
// before it, past the dots, as spatch 1.1.1 attaches it (not where the
// removed line was)
@@
expression E;
@@
  lock(E);
  ...
- trace(E);
+ /* tracing dropped */
  unlock(E);
