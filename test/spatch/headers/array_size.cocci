// misc/array_size.cocci's report rule, reduced: a typed rule
virtual report

@r@
type T;
T[] E;
position p;
@@
 (sizeof(E)@p /sizeof(T))

@script:python@
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING: Use ARRAY_SIZE")
