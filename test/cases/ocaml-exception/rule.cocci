// An exception a script raises: cfix stops with an error naming the
// rule (file:line) and the exception, and exit status 2 (spatch 1.1.1
// also fails: "Not_found").
@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
let table = Hashtbl.create 1 in
Hashtbl.find table f
