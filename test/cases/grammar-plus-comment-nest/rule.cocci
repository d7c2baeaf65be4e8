@@
expression E;
@@
  f(...) {
  <...
- bar(E);
+ // was bar
+ baz(E);
  ...>
  }
