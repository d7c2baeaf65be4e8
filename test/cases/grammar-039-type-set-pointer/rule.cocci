// metadecl: {ctypes} *... pmids: a set of types, alone and with a
// pointer level (spatch 1.1.1 refuses the "[ ]" form the grammar also has)
@@
{int, long} E;
{char, short} *P;
@@
(
- show(E)
+ show_num(E)
|
- show(P)
+ show_ptr(P)
)
