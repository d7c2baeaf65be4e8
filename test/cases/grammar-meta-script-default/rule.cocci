// script inputs with defaults ("= "text"", "= []"): the script runs even
// where the rule they come from did not match; without one it does not
@r@
expression E;
position p;
@@
bad(E@p);

@s@
identifier f;
@@
f(...) { ... }

@script:python sc@
e << r.E = "none";
p << r.p = [];
f << s.f;
y;
@@
coccinelle.y = "%s_%s_%d" % (f, e, len(p))

@script:python nodefault@
e << r.E;
f << s.f;
z;
@@
coccinelle.z = "never_%s" % f

@@
identifier sc.y;
@@
- good();
+ y();

@@
identifier nodefault.z;
@@
- good();
+ z();
