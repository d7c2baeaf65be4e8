// the same in OCaml: "tbls << merge.tbl" lists the initialize rule's
// tbl, one per process
@initialize:ocaml@
@@
let tbl = Hashtbl.create 11

@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
Hashtbl.replace tbl f
  (1 + (try Hashtbl.find tbl f with Not_found -> 0))

@finalize:ocaml@
tbls << merge.tbl;
@@
Printf.printf "%d table(s)\n" (List.length tbls);
let total = Hashtbl.create 11 in
List.iter (Hashtbl.iter (fun k v ->
  Hashtbl.replace total k
    (v + (try Hashtbl.find total k with Not_found -> 0)))) tbls;
List.iter (fun (k, v) -> Printf.printf "%s: %d\n" k v)
  (List.sort compare (Hashtbl.fold (fun k v l -> (k, v) :: l) total []))
