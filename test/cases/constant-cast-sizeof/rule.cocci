// misc/returnvar's patch rule.  Coccinelle's `constant` takes a cast
// of a constant and a sizeof too (engine/cocci_vs_c.ml, A.CONST)
@@
type T;
constant C;
identifier ret;
@@
- T ret = C;
... when != ret
    when strict
return
- ret
+ C
;
