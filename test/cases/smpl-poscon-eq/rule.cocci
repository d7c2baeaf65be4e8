// 'position p = r.p' (no braces): the second rule fires only at the
// places the first recorded.  Positions compare by exact place: the
// '!(a & 2)' inside '!!(a & 2)' ends at the same ')' as the '!!' does.
@unsafe@
expression E, F;
constant C;
position p;
@@
(
 F == !(E & C)@p
|
 !!(E & C)@p
)

@notand_plant@
expression E;
constant C;
position p = unsafe.p;
@@
- !(E & C)@p
+ !E & C
