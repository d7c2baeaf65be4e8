// unary operator metavariables: in the grammar, but spatch 1.1.1 refuses
// the declaration (a parse error at 'unary'); cfix refuses it too, with
// an error naming the kind.
@@
expression E;
unary operator U = {-, +};
@@
- f(U E)
+ g(U E)
