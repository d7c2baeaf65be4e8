virtual patch
virtual report
@r depends on report@
expression E; constant C; position p;
@@
 !E@p & C
@script:python depends on report@
p << r.p;
E << r.E;
@@
print(p[0].current_element, p[0].line, type(p[0].line), E, type(E))
coccilib.report.print_report(p[0], "WARNING: bad")
@depends on patch@
expression E; constant C;
@@
- !E & C
+ !(E & C)
