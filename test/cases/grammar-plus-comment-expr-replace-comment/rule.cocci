@@
expression E;
@@
  foo(
- E
+ E + 1 /* off by one */
  );
