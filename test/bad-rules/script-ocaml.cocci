@script:ocaml@
@@
Printf.printf "hi"
