// Coccilib.files (): the file being worked on in a script rule, [] in
// the initialize and finalize rules, which run before and after every
// file (spatch's Flag.currentfiles), whatever the workers.
@initialize:ocaml@
@@
let () = Printf.printf "initialize: %d file(s)\n" (List.length (Coccilib.files ()))

@r@
identifier f;
@@
 f(...) { ... }

@script:ocaml@
f << r.f;
@@
Printf.printf "%s in %s\n" f (String.concat " " (Coccilib.files ()))

@finalize:ocaml@
@@
Printf.printf "finalize: %d file(s)\n" (List.length (Coccilib.files ()))
