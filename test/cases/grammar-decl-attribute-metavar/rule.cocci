// attribute a: one attribute after the declared name, a name the rule
// declares with `attribute name`; unknown names, __attribute__((...))
// and no attribute at all do not match (as spatch 1.1.1)
@@
attribute name __hot_x;
attribute a;
identifier x;
expression E;
@@
- int
+ long
  x a = E;
