// typeof(T) with T a type metavariable: the argument must be a type
// (a typedef of the file, a base type), not a variable; typeof and
// __typeof__ are one to spatch
@@
type T;
identifier x;
@@
- typeof(T)
+ T
  x;
