// A position bound on several paths of one forall match is one list
// (spatch 1.1.1 coalesces the environment's positions); the paths of an
// exists match are matches of their own, one position each.
@r@
position p;
@@
lock();
...
unlock@p(...);

@script:python@
p << r.p;
@@
print("forall: %s" % " ".join([q.line for q in p]))

@e exists@
position p;
@@
lock();
...
unlock@p(...);

@script:python@
p << e.p;
@@
print("exists: %s" % " ".join([q.line for q in p]))
