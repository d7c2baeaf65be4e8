// a line comment added after kept code that the line goes on with
// (`foo(x); x++;` becomes `foo2(x); ...`): cfix writes it as a block comment, where spatch
// 1.1.1 writes `// checked x++;`, commenting out the x++
@@
expression E;
@@
- foo(E);
+ foo2(E); // checked
