// `when != S`, S a statement metavariable: the dots pass no statement,
// a declaration excepted (Coccinelle's S is no declaration); an if, a
// block the path enters is a statement too (spatch 1.1.1 leaves m2, m3
// and m5).
@@
expression e;
statement S;
@@
-foo();
... when != S
return e;
