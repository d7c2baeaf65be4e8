@r@
expression E;
@@
f(E);

@script:python@
e << r.E = [];
@@
print(e)
