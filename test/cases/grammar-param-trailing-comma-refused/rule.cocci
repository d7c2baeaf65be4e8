// A parameter removed after `...` keeps the comma before it: the fix
// would write `int f(int a,)`.  spatch 1.1.1 parses the plus side as C
// and refuses the rule ("plus: parse error" at the `)`); an argument
// list may keep it (g(E, - 2) prints g(1), list-commas cases).
@@
identifier f;
@@
 int f(...,
- int x
 ) { ... }
