// A kept nest of expressions whose every expression is removed is
// empty on the plus side: spatch 1.1.1 refuses it ("plus: parse error").
@@
expression E;
@@
 h(<+...
- g(E)
 ...+>);
