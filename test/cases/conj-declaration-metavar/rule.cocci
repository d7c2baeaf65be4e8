// a conjunction of a declaration pattern and a declaration metavariable:
// both stand for the same declaration (fields are none)
@@
identifier I;
declaration d;
@@
(
- int I;
&
  d
)
