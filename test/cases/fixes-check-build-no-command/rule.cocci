@@
expression E;
@@
- reset(E)
+ reset(E, 0)
