// A list's length metavariable binds how many elements it took: the
// initializer list of the second rule takes as many values as the
// first rule's field list took fields, so the value replaced is the
// one of the field replaced.  Bound, the list can be added back.
@r@
field list[n] FS;
identifier f;
@@
struct conf {
  FS
- int *f;
+ int f;
  ...
};

@@
identifier v;
initializer list[r.n] IS;
expression E;
@@
struct conf v = {
- IS,
+ IS,
- &E,
+ E,
  ...
};
