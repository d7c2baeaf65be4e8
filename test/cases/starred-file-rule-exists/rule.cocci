// A '*' line anywhere in the file (rule z) makes spatch 1.1.1 read
// every rule saying neither exists nor forall as exists
// (Flag.sgrep_mode2, asttoctl2.ml): r matches though finish() is not
// on every path.  cfix's dots read r as forall (a rule's own '*' lines
// only make it exists).
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

@z@
@@
* never_called();
