@r@
expression E;
position p;
@@
- foo(E)
	@p
+ bar(E)
  ;

@script:python@
p << r.p;
@@
print("at line %s" % p[0].line)
