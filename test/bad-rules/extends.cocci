@a@
@@
- f();
@b extends a@
@@
- g();
