@@
expression E;
@@
  foo(E);
  ...
- bar(E);
+ // c after dots
