// a parameter with an attribute name after it (the grammar's one_decl
// attribute, in a parameter): T2 y __nocast matches only the parameter
// that has it, in clang's view, where __nocast is no part of the node
@@
type T1, T2;
attribute name __nocast;
identifier x, y;
@@
 T1 x(...,
- T2
+ char
  y __nocast,
  ...) {...}
