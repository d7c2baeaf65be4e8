// A reduced scripts/coccinelle/misc/flexible_array.cocci: a zero-length
// or one-element array at the end of a struct, in a header
virtual report
virtual patch
virtual context

@r depends on !patch@
identifier name, array;
type T;
position p;
@@
(
  struct name {
    ...
*   T array@p[\(0\|1\)];
  };
|
  struct {
    ...
*   T array@p[\(0\|1\)];
  };
)

@depends on patch@
identifier name, array;
type T;
@@
  struct name {
    ...
    T array[
-       0
    ];
  };

@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING use flexible-array member instead")
