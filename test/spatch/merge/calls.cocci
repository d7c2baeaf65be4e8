// a finalize rule's "x << merge.y": the list of y's values, one per
// process that ran the files (spatch's parallel merge): one here
@initialize:python@
@@
coccinelle.calls = {}
coccinelle.files = 0

@r@
identifier f;
@@
f(...);

@script:python@
f << r.f;
@@
coccinelle.calls[f] = coccinelle.calls.get(f, 0) + 1

@finalize:python@
tables << merge.calls;
counts << merge.files;
@@
print("%d table(s), files %s" % (len(tables), counts))
total = {}
for t in tables:
	for k, v in t.items():
		total[k] = total.get(k, 0) + v
for k in sorted(total):
	print("%s: %d" % (k, total[k]))
