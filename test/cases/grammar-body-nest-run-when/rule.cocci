// a nest whose pattern is a run of statements with dots and a when
// clause after its first statement (`<... P ... when != x Q ...>`):
// every occurrence of the run along the nest's path is changed, in
// nested blocks too; one whose dots meet h(E) is not an occurrence
@@
expression E;
@@
  f(E);
  <...
  g(E);
  ... when != h(E)
- k(E);
+ k2(E);
  ...>
