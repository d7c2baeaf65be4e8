// A script's string of an identifier list (a #define's parameters) is
// spatch 1.1.1's printed tokens one space apart, `...` included
// ("a , b , c"), as its string of the body's expression.
@r@
identifier list IL;
identifier N;
expression E;
@@
#define N(IL) E

@script:python@
il << r.IL;
e << r.E;
@@
print("[%s] [%s]" % (il, e))
