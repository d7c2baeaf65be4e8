// standard.iso's ptr_to_array: the rule's `E->fld` also matches the
// code's `a[i].fld`, the rule's `->` standing for `[i].`; the second
// rule turns it off
@@
expression E;
@@
  use(E->
- count
+ size
  );

@ disable ptr_to_array @
expression E;
@@
- E->count = 0;
+ reset(E);
