// `when != name` with name no metavariable is an expression too: a
// member's or designated field's name is no use of it, a call is
// (spatch 1.1.1 changes arrow and designator, not call).
@ exists @
type T;
constant C;
@@
- T name = C;
... when != name
    when strict
return
- name
+ C
;
