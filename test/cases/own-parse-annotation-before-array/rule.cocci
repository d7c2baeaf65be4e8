@@
expression E;
@@
- E + 0
+ E
