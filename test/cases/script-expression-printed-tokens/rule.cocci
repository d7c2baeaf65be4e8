// A script's string of an expression, a type, a statement, an
// expression list or a parameter list is the code's tokens one space
// apart, as spatch 1.1.1 prints a binding (python/pycocci_aux.ml,
// stringrep), whatever the code's spacing and line breaks, comments
// left out (api/alloc/zalloc-simple: "pbl -> pg_arr").
@r@
type T;
identifier fn;
parameter list ps;
expression list es;
expression x;
statement S;
@@
 T fn(ps) {
 ...
 g(es);
 ...
 if (x) S
 ...
 }

@script:python@
t << r.T;
ps << r.ps;
es << r.es;
x << r.x;
s << r.S;
@@
print("py [%s] [%s] [%s] [%s] [%s]" % (t, ps, es, x, s))

@script:ocaml@
t << r.T;
x << r.x;
s << r.S;
@@
Printf.printf "ml [%s] [%s] [%s]\n" t x s
