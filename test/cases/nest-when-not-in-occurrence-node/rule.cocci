// A nest's when clauses hold only on the nodes of the path that hold no
// occurrence of the nest's pattern (spatch: nest or whencodes(not nest)).
@r@
type T;
identifier tmp;
expression i;
@@
-T tmp;
 <... when != tmp
 swap(i, tmp);
 ...>

@s@
identifier x;
@@
 x = 0;
 <+... when != h(...);
- x
+ y
 ...+>
