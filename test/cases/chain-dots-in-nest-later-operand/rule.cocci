@r@
expression E;
identifier fld;
position p;
@@
return <+... E != NULL && ... && E->fld@p ...+>;

@script:python@
e << r.E;
p << r.p;
@@
print("nest", e, p[0].line)
