// include_match false (spatch 1.1.1's result; null/badzero's way): a
// table filled by one script rule, another drops the matches whose
// function is not in it, so only calls of a function whose result is
// tested with ! get their == 0 rewritten.
@initialize:ocaml@
@@
let negtable = Hashtbl.create 101

@s@
identifier f;
expression E, E1;
@@
E = f(...);
... when != E = E1
!E

@script:ocaml@
f << s.f;
@@
Hashtbl.replace negtable f ()

@r@
identifier f;
expression E;
@@
E = f(...);
...
E == 0

@script:ocaml@
f << r.f;
@@
if not (Hashtbl.mem negtable f) then include_match false

@@
identifier r.f;
expression E;
@@
E = f(...);
...
- E == 0
+ !E
