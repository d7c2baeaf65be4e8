@@
identifier fn, i;
type T;
@@

fn(..., T i, ...) {
  <...
- release(i);
  ...>
}
