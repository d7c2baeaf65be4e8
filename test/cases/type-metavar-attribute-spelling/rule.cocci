// a type metavariable binds a function's type after its GNU attribute
// group, in either spelling (spatch 1.1.1: int, long)
@r@
type T;
identifier f;
@@
 T f(...) { ... }
@script:python@
t << r.T;
@@
print("T=" + t)
