@script:python s@
n;
@@
coccinelle.n = cocci.make_listlen(2)

@@
expression list[s.n] es;
@@
- f(es)
+ g(es)

@script:python@
@@
print(cocci.files())
print(cocci.cocci_file)
