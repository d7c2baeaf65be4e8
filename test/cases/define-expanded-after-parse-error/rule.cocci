// spatch 1.1.1 reads a top-level item it cannot parse (COMMON_ENTRIES
// then `{` in `serial`'s initializer) a third time with the file's own
// macros expanded, in that item and in the rest of the file
// (parsing_c/parse_c.ml, pass 3, candidate_macros_in_passed), so the
// expansions of TABLE_SIZE in `serial` and `last` are typed and matched,
// and reported at the #define (its `)`); `first`, before the error, is
// not (misc/array_size, drivers/acpi/acpica/rsdumpinfo.c:18).
@r@
type T;
T[] E;
position p;
@@
 (sizeof(E)@p /sizeof(T))

@script:python@
p << r.p;
E << r.E;
@@
print("%s:%s:%s: %s" % (p[0].file, p[0].line, p[0].column, E))
