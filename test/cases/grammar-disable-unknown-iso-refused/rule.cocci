// A name that no isomorphism of standard.iso has (isnt_null is
// isnt_null1 since Coccinelle 1.0): spatch 1.1.1 refuses the rule,
// "invalid iso name isnt_null in r".
@r disable isnt_null@
expression E;
@@
- E != NULL
+ E
