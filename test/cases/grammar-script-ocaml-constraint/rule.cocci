// a script:ocaml constraint reading a metavariable of its own rule
// declared before (bound after it here): runs once both are bound
@initialize:ocaml@
@@
let check e1 e2 = e1 = e2

@r@
expression e1;
expression e2 : script:ocaml(e1) { check e1 e2 };
@@
- f(e2, e1);
+ h(e1);
