@@
identifier fn, i;
type T;
@@

fn(..., T i, ...) {
  <...
- unmap(i);
  ...>
}
