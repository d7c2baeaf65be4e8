@@
@@
- f();
  ... when != false foo()
- g();

@@
@@
- h();
  ... when != true bar() || ...
- k();
