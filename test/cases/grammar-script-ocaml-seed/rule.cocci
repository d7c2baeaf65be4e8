// a fresh identifier seeded by script:ocaml with no input; a later
// rule inherits the name it was given and uses it in added code
@initialize:ocaml@
@@
let name _ = String.concat "_" ["bar"; "v2"]

@r1@
fresh identifier id = script:ocaml() { name () };
expression x;
@@
-bar(x);
+id(x);

@r2@
identifier r1.id;
@@
-marker();
+id();
