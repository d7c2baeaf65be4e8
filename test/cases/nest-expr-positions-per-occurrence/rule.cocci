@r@
expression E;
position p;
@@
return <+... g(E@p) ...+>;

@script:python@
e << r.E;
p << r.p;
@@
print(e, [x.line + ":" + x.column for x in p])
