// A declaration metavariable stands for one declaration.
@@
declaration d;
identifier f;
@@
f(...) {
- d
  unused();
  ...
}
