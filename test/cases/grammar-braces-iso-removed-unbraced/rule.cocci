// braces iso with the braced statement removed: spatch 1.1.1 does not match the unbraced if
@@
expression E;
@@
  if (E) {
- f();
  }
