// 'position p != {r1.p, r2.p, r3.p}': the places either rule recorded
// are skipped; r3 matched nothing and excludes nothing.
@r1@
position p;
@@
g@p(...)

@r2@
position p;
@@
h@p(...)

@r3@
position p;
@@
nothing_calls_this@p(...)

@@
identifier fn;
expression E;
position p != {r1.p, r2.p, r3.p};
@@
- fn@p(E)
+ wrap(E)
