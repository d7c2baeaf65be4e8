// Removing the parentheses between two words keeps a space between
// them (`sizeof(x)` gives `sizeof x`, `return(y);` gives `return y;`,
// not `sizeofx`, `returny`), as spatch 1.1.1 prints them.
@@
expression E;
@@
- sizeof(E)
+ sizeof E

@@
expression E;
@@
- return(E);
+ return E;
