// OCaml scripts (spatch 1.1.1's output): an initialize rule defines a
// table and a function, the script rule runs once per function called
// and prints it, and counts it.  (test/spatch/ocaml.sh: a finalize
// rule.)
@initialize:ocaml@
@@
let seen = Hashtbl.create 10
let show f = Printf.printf "call of %s\n" f

@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
show f;
let n = try Hashtbl.find seen f with Not_found -> 0 in
Hashtbl.replace seen f (n + 1)
