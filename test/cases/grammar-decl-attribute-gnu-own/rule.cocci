// attribute: __attribute__((...)) after the declared name in the rule
@@
identifier x;
@@
- static int x __attribute__((unused));
+ static int x;
