// A K&R head in a rule: spatch's grammar has no K&R parameters and
// refuses the rule at the first one ("minus: parse error" at a); cfix
// read a as a type and silently matched nothing.
@@
identifier f, a;
@@
- int f(a)
- int a;
+ int f(int a)
 { ... }
