@@
expression E;
@@
- E[1]
+ E[2]
