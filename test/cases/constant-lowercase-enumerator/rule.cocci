// misc/returnvar's patch rule.  spatch's `constant` takes literals and
// ALL_CAPS names; `false`, an enumerator of the file, is neither
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
