@r@
identifier f;
identifier x;
@@
f(..., int x, ...) { ... }

@s@
identifier r.f, r.x;
fresh identifier n = f ## "_" ## x;
@@
  f(...) {
  ...
++ n();
  }
