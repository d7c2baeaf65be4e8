// A position on the keyword that leads a statement (`if@p`,
// `while@p`) is bound, so a script rule that takes it runs; it is the
// keyword's place, as in spatch 1.1.1 (misc/cond_no_effect).  The
// scripts name a function after the place and a rule below calls it.
@cond@
statement S1;
position p;
@@
if@p (...) S1 else S1

@script:python s@
p << cond.p;
n;
@@
coccinelle.n = cocci.make_ident("same_%s_%s_%s" % (p[0].line, p[0].column, p[0].column_end))

@@
identifier s.n;
@@
- mark_if();
+ n();

@loop@
statement S;
position p;
expression E;
@@
while@p (E) S

@script:python w@
p << loop.p;
n;
@@
coccinelle.n = cocci.make_ident("loop_%s_%s_%s" % (p[0].line, p[0].column, p[0].column_end))

@@
identifier w.n;
@@
- mark_while();
+ n();
