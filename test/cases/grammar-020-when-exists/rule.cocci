// when exists on one ...: some path suffices for that dots
@@
expression E;
@@
  start(E);
  ... when exists
- stop(E);
+ halt(E);
