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
import sys
sys.stderr.write("at line %s\n" % p[0].line)
