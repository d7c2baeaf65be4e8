// misc/doubleinit's shape on a declaration with an annotation macro
// between the name and the '=' (the kernel's `static struct foo z
// __initdata = {...}`): the position on the '=' is bound to the '='
// (before, to the span from the annotation, so it was left unbound,
// the script never ran for z, and rule s, its r.p0 unbound, paired
// fields of other declarations with it).
@r@
identifier I, s, fld;
position p0,p;
expression E;
@@

struct I s =@p0 { ..., .fld@p = E, ...};

@s@
identifier I, s, r.fld;
position r.p0,p;
expression E;
@@

struct I s =@p0 { ..., .fld@p = E, ...};

@script:python@
p0 << r.p0;
fld << r.fld;
ps << s.p;
pr << r.p;
@@

if int(ps[0].line) < int(pr[0].line) or (int(ps[0].line) == int(pr[0].line) and int(ps[0].column) < int(pr[0].column)):
  msg = "%s: first occurrence line %s, second occurrence line %s" % (fld,ps[0].line,pr[0].line)
  coccilib.report.print_report(p0[0],msg)
