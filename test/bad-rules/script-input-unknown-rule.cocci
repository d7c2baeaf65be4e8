@script:python p@
E << r.E;
@@
print(E)
