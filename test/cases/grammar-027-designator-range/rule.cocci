// designators: [a ... b] ranges and [index]
@@
expression E;
identifier t;
@@
 int t[] = {
  [0 ... 3] =
- f(E)
+ g(E)
  ,
  [5] = 1,
 };
