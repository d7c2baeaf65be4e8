@r@
position p;
@@
f@p();

@script:python@
p << r.p = "x";
@@
print(p)
