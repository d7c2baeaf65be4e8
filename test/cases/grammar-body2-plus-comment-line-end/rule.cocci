// a line comment added after kept code that the line goes on with
// (`foo(x); x++;` becomes `foo2(x); ...`): spatch 1.1.1 writes
// `// checked x++;`, commenting out the x++; cfix ends the line (XFAIL)
@@
expression E;
@@
- foo(E);
+ foo2(E); // checked
