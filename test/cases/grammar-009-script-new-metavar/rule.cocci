// script_metadecl "id ;": a script metavariable declared without an
// origin, set by the script and inherited as an identifier
@r@
identifier f;
@@
  f(1, 2);

@script:python s@
f << r.f;
g;
@@
coccinelle.g = "new_" + f

@@
identifier r.f;
identifier s.g;
@@
- f(1, 2);
+ g();
