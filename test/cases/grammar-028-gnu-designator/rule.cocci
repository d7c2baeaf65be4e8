// the old GNU designator id: expr in an initializer
@@
identifier s, x;
expression E;
@@
 struct pt s = {
- x: E,
+ .x = E,
 };
