@a@
@@
- f();
@b extends nosuch@
@@
- g();
