// A position recorded by one rule restricts where the next matches.
@r@
idexpression E;
position p;
@@
tmp = E@p;

@@
idexpression r.E;
position r.p;
@@
- E@p
+ fixed(E)
