// A nest of statements after a label stands for statements, not an
// expression: spatch 1.1.1 takes it, and so does cfix.
@@
identifier l;
expression E;
@@
 l:
 <...
- g(E);
+ h(E);
 ...>
 return 0;
