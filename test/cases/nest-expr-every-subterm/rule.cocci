@r@
expression E;
position p;
@@
sizeof(<+... E@p ...+>)

@@
identifier x;
position r.p;
@@
- x@p
+ renamed
