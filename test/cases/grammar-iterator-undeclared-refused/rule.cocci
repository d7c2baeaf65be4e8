// An iterator metavariable is its rule's own: the second rule uses
// walk without declaring it, and spatch 1.1.1 refuses the rule (a
// parse error at walk).  `iterator name walk;` in the first rule
// would have declared it for the rules after it too.
@r@
iterator walk;
identifier d;
@@
 walk(d) {
+ touch(d);
  ...
 }

@@
identifier d;
@@
 int d;
 ...
 walk(d) {
  ...
+ done(d);
 }
