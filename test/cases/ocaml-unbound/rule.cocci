// A script using what cfix's Coccilib does not provide (spatch's own
// Ast_c module here): a clear error naming it and the rule, exit 2.
@r@
expression E;
@@
free(E);

@script:ocaml@
e << r.E;
@@
Printf.printf "%s\n" (Ast_c.str_of_name e)
