// Coccilib.files () is the list of the files being worked on: the
// current file, its name as given on the command line.
@r@
identifier f !~ "_in_";
@@
 f(...) { ... }

@script:ocaml s@
f << r.f;
n;
@@
let file = List.hd (Coccilib.files ()) in
n := make_ident (f ^ "_in_" ^
  Filename.chop_extension (Filename.basename file))

@@
identifier r.f, s.n;
@@
- f
+ n
  (...) { ... }
