// comments c: the comments before, within and after the ';' of a call;
// only the calls with a comment after them (none before) become bar()
@r@
comments c;
position p;
@@
foo@p();@c

@script:python s@
c << r.c;
@@
if c[0].after == "" or c[0].before != "":
	cocci.include_match(False)

@@
position r.p;
@@
- foo@p
+ bar
  ();
