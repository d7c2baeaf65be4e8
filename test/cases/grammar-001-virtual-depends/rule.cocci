// virtual rules (include_cocci: virtual id): undefined without -D, so
// !later holds; depends on with !id, &&, ||, !(dep) and parentheses
virtual later

@a depends on !later@
@@
  start();

@b depends on a && !later@
@@
- two();
+ dos();

@c depends on (later || a)@
@@
- three();
+ tres();

@d depends on later || !(a || b)@
@@
- four();
+ cuatro();
