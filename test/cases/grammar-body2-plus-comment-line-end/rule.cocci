// a line comment added after kept code that the line goes on with
// (`foo(x); x++;` becomes `foo2(x); ...`): written as it is, as spatch
// 1.1.1 writes it, `// checked x++;`, commenting out the x++
@@
expression E;
@@
- foo(E);
+ foo2(E); // checked
