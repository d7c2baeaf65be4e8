// The kernel's api/device_attr_show, its report part: the places the
// nest binds p to are one list per function (spatch 1.1.1), and the
// script reports p[0], the first; the '*' lines are each place.
@r@
identifier show, dev, attr, buf;
position p;
@@

ssize_t show(struct device *dev, struct device_attribute *attr, char *buf)
{
	<...
*	return snprintf@p(...);
	...>
}

@script:python@
p << r.p;
@@

coccilib.report.print_report(p[0], "WARNING: use scnprintf or sprintf")
