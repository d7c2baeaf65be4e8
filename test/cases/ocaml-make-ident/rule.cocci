// A script's outputs set with make_ident (spatch 1.1.1's result): the
// rule below renames each call of an old_ function to its new_ name; an
// output the script leaves unset drops the match (keep_me stays).
@r@
identifier f =~ "^old_";
@@
f(...)

@script:ocaml s@
f << r.f;
o; g;
@@
o := make_ident f;
if f <> "old_keep_me" then
  g := make_ident ("new_" ^ String.sub f 4 (String.length f - 4))

@@
identifier s.o, s.g;
@@
- o
+ g
  (...)
