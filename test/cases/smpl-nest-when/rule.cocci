// a when clause right after a nest's opening: the code the nest's dots
// pass over may not call h(); a statement that holds an occurrence of
// the nest's pattern is the nest's own, so h(0, 1, x) still changes
// (spatch 1.1.1 does so)
@@
identifier F;
@@
  F(...) {
  <+... when != h(...);
- x
+ 7
  ...+>
  }
