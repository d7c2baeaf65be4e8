// `return@p ...;` after the dots, where control falls off a void
// function's end: spatch 1.1.1's exit node stands for `return;` and p
// is the function's closing brace (column 0, one character).
@r@
position p;
@@
start();
...
return@p ...;

@script:python@
p << r.p;
@@
coccilib.report.print_report(p[0], "end of the run")
