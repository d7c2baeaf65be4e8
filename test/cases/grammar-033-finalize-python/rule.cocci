// initialize and finalize script rules
@initialize:python@
@@
count = 0

@r@
expression E;
position p;
@@
  use@p(E)

@script:python@
p << r.p;
@@
count += 1

@finalize:python@
@@
print("uses: %d" % count)
