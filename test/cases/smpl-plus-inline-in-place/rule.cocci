// Added code on a line of its own in the rule, between two kept tokens
// that share a line in the code, goes inline between them, as spatch
// 1.1.1 prints it: `return ret;` becomes `return 0;` (misc/returnvar).
@@
identifier ret;
constant C;
@@
- int ret = C;
  ... when != ret
  return
- ret
+ C
  ;
