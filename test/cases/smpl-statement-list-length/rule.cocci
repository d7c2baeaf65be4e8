// `statement list [2] SL;`: a block of exactly two statements (spatch
// takes a length after `statement list` too); `[n]` binds the count,
// which a script then reads
@@
statement list [2] SL;
@@
{
- SL
+ two();
}

@r@
statement list [n] SL;
@@
{ SL }

@script:python@
n << r.n;
@@
if int(n) != 4:
	cocci.include_match(False)

@@
statement list r.SL;
@@
{
- SL
+ four();
}
