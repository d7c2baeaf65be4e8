@r@
expression E;
position p;
@@
return <+... g(..., E@p, ...) ...+>;

@script:python@
e << r.E;
p << r.p;
@@
print(e, p[0].line, p[0].column)
