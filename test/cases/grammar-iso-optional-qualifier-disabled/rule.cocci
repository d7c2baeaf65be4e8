// "disable optional_qualifier" (a name spatch builds in, not one of
// standard.iso's rules): the rule's int no longer matches const int
@ disable optional_qualifier @
identifier x;
@@
- int
+ long
  x;
@ disable optional_qualifier @
identifier f, y;
@@
 f(...,
- int
+ short
  y, ...) {...}
