// A member in a #define body is typed from its struct's definition,
// its base from the file-scope declarations before the #define, as
// spatch 1.1.1 types it (`glob.arr`, `gp->arr` are arrays; `h.arr`,
// h a parameter no global names, is not typed).
@r@
type T;
T[] E;
position p;
@@
(
 (sizeof(E)@p /sizeof(*E))
|
 (sizeof(E)@p /sizeof(E[...]))
)

@script:python@
p << r.p;
E << r.E;
@@
print("%s:%s:%s: %s" % (p[0].file, p[0].line, p[0].column, E))
