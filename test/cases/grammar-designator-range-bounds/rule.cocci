// a range designator's bounds are expressions: metavariables bind them,
// and a plain index designator is no range (clang's view and cfix's own)
@@
expression lo, hi, E;
identifier t;
@@
 int t[] = {
  ...,
  [lo ... hi] =
- E
+ -1
  ,
  ...
 };
