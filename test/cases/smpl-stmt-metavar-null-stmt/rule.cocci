// `S;` with S a statement metavariable: the statement, then a null
// statement (spatch 1.1.1 reads it so).
@@
statement S;
@@
S
-;
