// a script that never ends: --timeout stops it
@r@
identifier f;
@@
f(...);

@script:ocaml@
f << r.f;
@@
while true do () done
