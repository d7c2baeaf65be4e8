// misc/doubleinit's shape: `struct I s = { ..., .fld = E, ... };`, a
// tag spelled out and a bare name declared, asks nothing of the
// declaration cfix's own parser could read less exactly, so the rules
// match on the own parse, which, as spatch 1.1.1, reads every
// preprocessor branch: the field initialized again under the #ifdef of
// an option no build sets is reported (before, the rule counted as
// matching declarations and clang, reading the configured branch only,
// decided it).
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
