// `when != ret` sees ret among an asm statement's operands, which cfix
// keeps unparsed (spatch reads them as expressions): the asm writes val,
// so the kernel's misc/returnvar does not report it; `other`, never
// written, is
@r1@
type T;
constant C;
identifier ret;
@@
* T ret = C;
... when != ret
    when strict
* return ret;
