// a statement metavariable does not bind code cfix could not parse: the
// `};` ending a #define body of definitions, and an initializer with
// GNU designators without `=` (`[1] "one"`), are no `S;` (the kernel's
// misc/semicolon at drbd_debugfs.c, random.c, tpm-sysfs.c, cm4000_cs.c)
@r1@
statement S;
position p1;
position p;
@@
S@p1;@p

@script:python@
p << r1.p;
p1 << r1.p1;
@@
if p[0].line != p1[0].line_end:
	cocci.include_match(False)

@@
position r1.p;
@@
-;@p
