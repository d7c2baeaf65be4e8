// A definition written `func(...) { ... }` (no return type, parameters
// only dots) asks nothing of the declaration cfix's own parser could
// read less exactly, so the rule matches on the own parse, which, as
// spatch 1.1.1, reads every preprocessor branch: the function under
// the #ifdef of an option no build sets is reported (misc/minmax at
// drivers/input/touchscreen/usbtouchscreen.c:272, under
// CONFIG_TOUCHSCREEN_USB_E2I).  A definition with a typed header still
// goes to clang (definition-rule-inactive-ifdef).
@r@
identifier func;
expression x, y;
binary operator cmp = {>, >=};
position p;
@@

func(...)
{
	<...
	((x) cmp@p (y) ? (x) : (y))
	...>
}

@script:python@
p << r.p;
@@
coccilib.report.print_report(p[0], "WARNING opportunity for max()")
