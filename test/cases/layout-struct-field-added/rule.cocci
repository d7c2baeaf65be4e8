// A field added to a struct goes on a line of its own, indented like
// the others, after a field or before the `}`, as spatch 1.1.1 prints
// it (cfix joined it to the next field's line, or to the `};`).  The
// `done` rules keep a second run from adding again.
@done1@
@@
struct s { ... int c; ... };

@depends on !done1@
@@
struct s {
  int a;
+ int c;
  ...
};

@done2@
@@
struct t { ... int d; ... };

@depends on !done2@
@@
struct t {
  ...
  int b;
+ int d;
};
