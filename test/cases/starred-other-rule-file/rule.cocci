// The '*' line of another rule file given beside this one (z.cocci,
// args) does not make r exists: spatch reads one rule file at a time,
// and spatch 1.1.1 on this file alone prints nothing (finish() is not
// on every path, r is forall).  Set against starred-file-rule-exists,
// where the '*' rule is in the same file.
@r@
position p;
@@
prepare@p();
...
finish(...);

@script:python@
p << r.p;
@@
print("r: %s" % p[0].line)
