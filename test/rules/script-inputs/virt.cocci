@initialize:python@
v << virtual.vv;
@@
print("init %s" % v)

@finalize:python@
w << virtual.ww;
@@
print("final %s" % w)

@s@
identifier f;
@@
f(...) { ... }

@script:python@
v << virtual.vv;
f << s.f;
@@
print("script %s %s" % (v, f))
