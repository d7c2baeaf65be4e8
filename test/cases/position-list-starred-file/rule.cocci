// A rule saying neither exists nor forall is exists in spatch 1.1.1
// when a rule of the file has '*' lines (Flag.sgrep_mode2), but not
// one its virtual rules rule out (`depends on context`, no -D context):
// r is forall here, its two paths one environment, p one list.
virtual context

@r@
position p;
@@
lock();
...
unlock@p(...);

@script:python@
p << r.p;
@@
print("r: %s" % " ".join([q.line for q in p]))

@z depends on context@
@@
* lock();
