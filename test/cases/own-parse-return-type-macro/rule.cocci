@@
identifier F, P;
type T;
expression E;
@@
F(..., T * const P, ...)
{
<...
- unlink_item(E, P)
+ unlink_item_checked(E, P)
...>
}
