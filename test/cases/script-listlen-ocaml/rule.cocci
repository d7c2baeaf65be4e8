@r@
identifier fn;
expression list es;
@@
fn(es);

@script:ocaml s@
fn << r.fn;
n;
@@
if fn = "k" then n := make_listlen 3 else n := make_listlen 1

@@
expression list[s.n] es;
@@
- f(es)
+ g(es)

@script:ocaml@
@@
List.iter print_endline (Coccilib.files ())
