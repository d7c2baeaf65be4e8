@a@
expression E;
@@
f(E);

@b@
expression a.E;
position p;
@@
g(E)@p;

@script:python@
x << a.E;
p << b.p;
@@
print("x first: %s at line %s" % (x, p[0].line))

@script:python@
p << b.p;
x << a.E;
@@
print("p first: %s at line %s" % (x, p[0].line))
