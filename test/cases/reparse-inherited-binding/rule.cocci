// bindings made before a change: code that survived it still matches,
// code the change rewrote does not
@r@
expression E;
@@
 use(E);

@@
expression x;
@@
- old(x)
+ new_old(x)

@@
expression r.E;
@@
- drop(E);
