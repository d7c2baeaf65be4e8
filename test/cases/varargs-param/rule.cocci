// `......` in a rule is C's own `...`: a function taking varargs (and
// spatch leaves its prototype alone).
@@
identifier fct;
parameter p;
@@
- fct
+ fct_va
  (p, ......) { ... }
