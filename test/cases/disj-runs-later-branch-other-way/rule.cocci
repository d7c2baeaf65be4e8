// ( A | B ) of runs is A, or B where no A is: the second branch, whose
// f(es) gives a further attempt, does not match where the first did
// (spatch 1.1.1; coccinellery simplify_ioremap_resource2).

@@
expression pdev,res,n,e,e1;
expression ret != 0;
identifier l,f != platform_get_resource;
expression list es;
@@

(
  res = f(...);
- if (res == NULL) { ... \(goto l;\|return ret;\) }
- e
+ e
  = devm_ioremap_resource(e1, res);
|
- res = f(es);
  ... when != res
- if (res == NULL) { ... \(goto l;\|return ret;\) }
  ... when != res
+ res = f(es);
  e = devm_ioremap_resource(e1, res);
)
