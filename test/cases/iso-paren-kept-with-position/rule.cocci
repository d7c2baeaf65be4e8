// A position on a parenthesis keeps the parentheses: spatch 1.1.1 does
// not apply the paren isomorphism to `sizeof(E)@p` (the @p is on `)`),
// so `sizeof table` is not matched; `(E@p)`, whose position is inside,
// still matches E without parentheses (misc/array_size on a #define
// body that spells `sizeof table`).
@r@
type T;
T[] E;
position p;
@@
 (sizeof(E)@p /sizeof(T))

@s@
expression E;
position q;
@@
 g((E@q))

@script:python@
p << r.p;
@@
print("r %s:%s" % (p[0].line, p[0].column))

@script:python@
q << s.q;
@@
print("s %s:%s" % (q[0].line, q[0].column))
