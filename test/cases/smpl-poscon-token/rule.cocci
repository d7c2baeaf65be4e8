// A position on a metavariable ("E@p") is the code E matched; on a
// token ("g(E)@p") it is that token, the ")".  They never compare
// equal, so the last rule changes every assignment (as spatch does).
@r1@
expression E;
position p;
@@
g(E)@p

@r2@
expression E;
position p;
@@
h(E)@p

@@
expression E;
position p != {r1.p, r2.p};
@@
- x = E@p;
+ y = E;
