@r@
identifier f;
@@
f(...);

@script:python@
f << r.f;
seen << merge.seen;
@@
print(f)
