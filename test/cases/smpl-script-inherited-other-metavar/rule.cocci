@pre@
position p1, p;
expression E;
@@
lock@p1(E@p);

@err exists@
expression E;
position pre.p;
position r;
@@
lock(E@p);
...
return@r ...;

@script:python@
p1 << pre.p1;
r << err.r;
@@
print("return on line %s after the lock on line %s" % (r[0].line, p1[0].line))
