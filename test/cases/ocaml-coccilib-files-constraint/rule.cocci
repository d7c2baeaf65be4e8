// Coccilib.files () in a script constraint: the file being matched,
// as in a script rule.
@@
identifier f : script:ocaml () {
  let file = Filename.basename (List.hd (Coccilib.files ())) in
  f = Filename.chop_extension file ^ "_init" };
@@
 f(...) {
 ...
- return 1;
+ return 2;
 }
