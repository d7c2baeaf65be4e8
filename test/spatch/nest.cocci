virtual report
@r depends on report@
identifier show;
position p;
@@
show(...)
{
	<...
*	return snprintf@p(...);
	...>
}
@script:python depends on report@
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING: nest")
