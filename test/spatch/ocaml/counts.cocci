// initialize, script and finalize rules in OCaml: the finalize rule
// sees what every file's scripts counted, whatever the workers.
@initialize:ocaml@
@@
let seen = Hashtbl.create 10

@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
Printf.printf "call of %s\n" f;
Hashtbl.replace seen f (1 + try Hashtbl.find seen f with Not_found -> 0)

@finalize:ocaml@
@@
let names = Hashtbl.fold (fun k v acc -> (k, v) :: acc) seen [] in
List.iter (fun (k, v) -> Printf.printf "%s: %d\n" k v)
  (List.sort compare names)
