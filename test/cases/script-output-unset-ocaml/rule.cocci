@r@
identifier f !~ "_new$";
@@
f(...) { ... }

@script:ocaml s@
f << r.f;
g;
h;
@@
g := make_ident (f ^ "_new");
if f = "a" then h := make_ident "only_a"

@@
identifier r.f;
identifier s.g;
identifier s.h;
@@
- f
+ g
  (...) { ... }

@script:ocaml@
h << s.h;
f << r.f;
@@
Printf.printf "%s %s\n" f h
