@@
identifier f;
fresh identifier n = script:ocaml(f) { f ^ "_x" };
@@
- f();
+ n();
