// A #define body is typed from the file-scope declarations before the
// #define, as spatch 1.1.1 types it (type_annoter_c.ml, Define): `early`
// and `table` are arrays there, `later` is not declared yet, and the
// macro's parameter `table` is not declared at all in 1.1.1, so it has
// the global's type (misc/array_size, drivers/acpi/acpica/tbfadt.c).
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
