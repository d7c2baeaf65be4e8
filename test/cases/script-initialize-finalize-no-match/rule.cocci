// initialize and finalize rules run once each, at the start and at the
// end, whatever the files hold (spatch 1.1.1 prints "start" and "end"
// over this input, where rule r matches nothing and the prefilter keeps
// no file); the script rule runs only on r's matches
@initialize:python@
@@
print("start")

@r@
identifier f;
@@
* frob(f);

@script:python@
f << r.f;
@@
print("frob of %s" % f)

@finalize:python@
@@
print("end")
