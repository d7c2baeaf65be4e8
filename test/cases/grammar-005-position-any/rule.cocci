// position any: the rule runs once for all the positions together
@r@
position any p;
expression E;
@@
  use@p(E)

@script:python@
p << r.p;
@@
print(len(p))

@@
position r.p;
expression E;
@@
- use@p(E)
+ used(E)
