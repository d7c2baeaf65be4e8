// comments c (OCaml, a list of one triple of string lists): the comments before, within and after the ';' of a call;
// only the calls with a comment after them (none before) become bar()
@r@
comments c;
position p;
@@
foo@p();@c

@script:ocaml s@
c << r.c;
@@
let (before, _, after) = List.hd c in
if after = [] || before <> [] then Coccilib.include_match false

@@
position r.p;
@@
- foo@p
+ bar
  ();
