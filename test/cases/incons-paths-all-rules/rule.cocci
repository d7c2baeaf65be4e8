@@
@@
- trace(1);
+ trace(2);

@@
expression E;
@@
kfree(E);
...
- kfree(E);

@@
@@
- trace(2);
+ trace(3);
