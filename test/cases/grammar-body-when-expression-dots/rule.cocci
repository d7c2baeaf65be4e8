// `when` after a `...` among arguments: the grammar's exp_whencode,
// which spatch 1.1.1 refuses (a parse error), as cfix does, at the
// clause
@@
expression E;
@@
- foo(E, ... when != x)
+ bar(E)
