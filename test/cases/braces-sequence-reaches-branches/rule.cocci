// A sequence rule whose `...` reaches an unbraced branch on each path,
// adding a line before the statement there: each branch gets braces
// (spatch 1.1.1's output), not a line that would leave the branch.
@@
expression X, Y;
@@
  g(X);
  ... when != f(...)
+ f(Y, 0);
  h(Y);
