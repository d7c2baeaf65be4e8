// do single_stmt while (dot_expr);  spatch 1.1.1 refuses this rule
// ("not supported", whatever the file); cfix matches it: the expected
// output is the grammar's meaning, the condition changed, nothing else.
@@
expression E;
@@
  do { ... } while (
- check(E)
+ test(E)
  );
