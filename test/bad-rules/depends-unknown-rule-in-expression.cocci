virtual patch
@a@
@@
- g();
@b depends on patch && (a || !missing)@
@@
- f();
