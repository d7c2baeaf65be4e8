// spatch passes a file-level macro invocation holding a run of macro
// calls (TP_STRUCT__entry(__field(int, a) __field(int, b))): not matched.
@r@
expression E, C;
position p;
@@
 !E & C@p

@script:python@
p << r.p;
@@
print("%s:%s:%s" % (p[0].file, p[0].line, p[0].column))
