// for loops: for (dot_expr; dot_expr; dot_expr) single_stmt
@@
identifier i;
expression N;
statement S;
iterator name for_n;
@@
- for (i = 0; i < N; i++)
+ for_n(i, N)
  S
