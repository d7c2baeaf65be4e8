// a type metavariable binds a function's type after its GNU attribute
// groups, in either spelling, before or after `static`, one or several
// (spatch 1.1.1: int, long, char, unsigned, const long *)
@r@
type T;
identifier f;
@@
 T f(...) { ... }
@script:python@
t << r.T;
@@
print("T=" + t)
