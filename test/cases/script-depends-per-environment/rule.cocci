// A script's `depends on s` holds per environment: it runs only for the
// matches of r whose constants s found (misc/orplus.cocci's report).
@r@
constant c1, c2;
position p;
@@
 c1 +@p c2

@s@
constant r.c1;
expression e;
@@
 e | c1

@script:python depends on s@
p << r.p;
@@
print("sum at line %s" % p[0].line)
