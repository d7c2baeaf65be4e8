// a position on a list metavariable: the elements, first token to last;
// an empty list has no place, so it does not match
@r@
expression list ES;
expression E;
position p;
@@
h(E, ES@p)

@s@
parameter list PL;
position q;
@@
g(PL@q) { ... }

@script:python sp@
p << r.p;
y;
@@
coccinelle.y = "p_%s_%s_%s_%s" % (p[0].line, p[0].column, p[0].line_end, p[0].column_end)

@script:python sq@
q << s.q;
z;
@@
coccinelle.z = "q_%s_%s_%s_%s" % (q[0].line, q[0].column, q[0].line_end, q[0].column_end)

@@
expression r.E;
expression list r.ES;
identifier sp.y;
@@
- h(E, ES)
+ y(E, ES)

@@
parameter list s.PL;
identifier sq.z;
@@
- g
+ z
  (PL) { ... }
