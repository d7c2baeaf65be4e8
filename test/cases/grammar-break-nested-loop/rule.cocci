// break in nested loops: the outer loop's break under if (E) is removed, the
// inner for loop's break is that loop's own and stays, as spatch 1.1.1
@@
expression E;
@@
  while (...) {
  ...
  if (E) {
  ...
- break;
  }
  ...
  }
