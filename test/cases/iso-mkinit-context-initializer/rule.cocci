// standard.iso's mkinit (`E.fld = E1;` => `T I = { .fld = E1, };`):
// with E pure context, spatch 1.1.1 applies it, at file scope and in a
// function: the rule's `I.remove = f;` changes a declaration's
// `.remove = f` initializer (coccinellery remove).
@@
struct drv I;
identifier f;
@@
  I.
- remove
+ remove_new
  = f;
