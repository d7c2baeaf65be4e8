// A name in a #define body that is no variable but an object-like
// #define before it (`#define reg_table narrow_regs`) has the type of
// what that #define stands for, as spatch 1.1.1 types a macro variable
// by its body (type_annoter_c.ml, Ident: lookup_macro): `reg_table` is
// an array, `cur` a pointer, `LATE` names an array declared only after
// (perf's tools/perf/arch/x86/util/dwarf-regs.c, misc/array_size).
@r@
type T;
T[] E;
position p;
@@
(
 (sizeof(E)@p /sizeof(*E))
|
 (sizeof(E)@p /sizeof(E[...]))
|
 (sizeof(E)@p /sizeof(T))
)

@script:python@
p << r.p;
E << r.E;
@@
print("%s:%s:%s-%s: %s" % (p[0].file, p[0].line, p[0].column, p[0].column_end, E))
