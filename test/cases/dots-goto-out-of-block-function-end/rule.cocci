// `if (...) { ... return@p ...; }` where the branch leaves by a goto
// and control falls off a void function's end: spatch 1.1.1's dots
// follow the goto to the exit node, which stands for `return;`, and p
// is the closing brace (locks/mini_lock at drivers/infiniband's
// cma.c:3005, cq.c:420, mlx4/main.c:2324, column 0-1).
@r exists@
expression E;
position p;
@@
take(E);
... when != E
if (...) {
  ... when != E
  return@p ...;
}

@script:python@
p << r.p;
@@
coccilib.report.print_report(p[0], "left holding the lock")
