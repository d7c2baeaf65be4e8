@r@
identifier f !~ "_new$";
@@
f(...) { ... }

@script:python s@
f << r.f;
g;
h;
@@
coccinelle.g = cocci.make_ident(f + "_new")
if f == "a":
    coccinelle.h = cocci.make_ident("only_a")

@@
identifier r.f;
identifier s.g;
identifier s.h;
@@
- f
+ g
  (...) { ... }

@script:python@
h << s.h;
f << r.f;
@@
print("%s %s" % (f, h))
