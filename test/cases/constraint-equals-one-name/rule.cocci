// "= pmid" without braces (cocci_syntax.tex, id_compare_constraint): a
// name that is no other metavariable of the rule is that name itself,
// the metavariable's own name too (systemd's timestamp-is-set.cocci,
// in_set.cocci)
@@
expression x;
constant LIMIT = LIMIT;
@@
- x > 0 && x < LIMIT
+ in_range(x)

@@
identifier f = check;
expression e;
@@
- f(e == 0)
+ f(!e)
