// A position metavariable stands only after '@': used as a term in
// added code, spatch 1.1.1 stops with a parse error; cfix refuses the
// rule at the name (it wrote the code p's place held: `bar(foo)`).
@@
position p;
expression E;
@@
- foo@p(E);
+ bar(p);
