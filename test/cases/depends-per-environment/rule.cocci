// `depends on s` holds per environment of the rule both inherit from:
// s and the last rule read different metavariables of r (r.c1, r.c2
// and r.p), as misc/orplus.cocci's script and '*' rule do.
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

@depends on s@
position r.p;
expression a, b;
@@
- a +@p b
+ a | b
