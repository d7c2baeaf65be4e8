// A position a nest binds at several occurrences reaches a script as
// one list, sorted, per environment of the rule's other metavariables
// (spatch 1.1.1 coalesces them: engine/ctlcocci_integration.ml,
// coalesce_positions); the kernel's api/device_attr_show prints p[0],
// so spatch reports one snprintf per show function
// (drivers/hid/hid-picolcd_core.c:260, not :262).
@r@
identifier fn;
expression x;
position p;
@@

fn(...)
{
	<...
	log@p(x);
	...>
}

@script:python@
p << r.p;
x << r.x;
@@
print("%s: %s" % (x, " ".join([q.line for q in p])))
