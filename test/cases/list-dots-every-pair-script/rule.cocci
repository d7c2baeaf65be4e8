// A script reads every pair of arguments `f(..., e1, ..., e2, ...)`
// binds, one run per way the list matches, as spatch 1.1.1 runs it.
@r@
expression e1, e2;
position p;
@@
f@p(..., e1, ..., e2, ...)

@script:python@
e1 << r.e1;
e2 << r.e2;
@@
print("%s %s" % (e1, e2))
