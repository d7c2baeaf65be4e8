// An `exists` rule whose `...` reaches the next item along two paths
// gives one match per path, each with its own bindings, as in spatch
// 1.1.1: the script runs for both returns (free/put_device reports
// each).  The script names a function after each return's line and the
// last rule removes the calls to those names.
@r exists@
expression x;
position p1, p2;
@@
x = alloc@p1();
...
return@p2 ...;

@script:python s@
p2 << r.p2;
n;
@@
coccinelle.n = cocci.make_ident("ret_%s" % p2[0].line)

@@
identifier s.n;
@@
- n();
