// `struct name { ... };` declares the type alone: it matches a
// definition that is a declaration of its own, not one that also
// declares a variable or a typedef name, nor a record nested in another
// (as spatch; the kernel's misc/flexible_array at synclink_cs.c and
// talitos.h)
@r@
identifier name, array;
type T;
position p;
@@

(
  struct name {
    ...
    T array@p[\(0\|1\)];
  };
|
  struct {
    ...
    T array@p[\(0\|1\)];
  };
|
  union {
    ...
    T array@p[\(0\|1\)];
  };
)

@script:python@
p << r.p;
@@

print("%s:%s:%s: one-element array" % (p[0].file, p[0].line, p[0].column))
