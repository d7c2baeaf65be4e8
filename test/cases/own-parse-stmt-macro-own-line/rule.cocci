@@
identifier x;
expression E;
@@
- x = old_count(E);
+ x = new_count(E);

@@
expression E;
@@
- release(E);
+ put(E);
