// paths: no-loops
@r exists@
@@
  f();
  ...
* g();
