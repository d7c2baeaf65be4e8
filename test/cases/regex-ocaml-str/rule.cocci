// spatch's options line asks for OCaml Str regular expressions
# spatch --ocaml-regexps

@@
identifier f =~ "\(sort\|SORT\)";
@@
- f(...);
