// bindings made before a change still match the code that survived it
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
