// A position's fields in OCaml (spatch 1.1.1's output): a list of one
// Coccilib.pos, its line and columns ints (columns from 0, col_end past
// the last character), as print_report-style lines show them.
@r@
expression E;
position p;
@@
free@p(E)

@script:ocaml@
p << r.p;
e << r.E;
@@
let p = List.hd p in
Printf.printf "%s:%d:%d-%d:%d: free(%s) in %s\n" p.file p.line p.col p.line_end
  p.col_end e p.current_element
