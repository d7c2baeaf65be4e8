// drop_else: if (E) { ... } else { ... } matches an if with an else only;
// spatch 1.1.1 does not apply drop_else here (the if without else stays)
@@
expression E;
@@
  if (E) {
- f();
+ g();
  } else {
  ...
  }
