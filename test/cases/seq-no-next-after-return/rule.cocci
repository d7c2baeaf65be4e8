// `S; ;`: the second statement must follow the first on a path, so the
// dead `;` after a return, or after a switch or if whose every way
// returns, is no match (as in spatch; the kernel's misc/semicolon at
// drbd_main.c:1484 and ocs-hcu.c:141); the one after a switch a break
// leaves, or after a block, is
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
