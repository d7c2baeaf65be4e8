// misc/flexible_array.cocci's match rule (report and context modes): a
// zero-length or one-element array, `[\(0\|1\)]`, at the end of a struct,
// in a header given as a path
@@
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
