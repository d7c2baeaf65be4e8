// "disable isnt_null1" and "disable is_null" turn off standard.iso's
// X != NULL => X and X == NULL => !X: only the comparisons match.
@ne disable isnt_null1@
expression E;
@@
* E != NULL

@eq disable is_null@
expression E;
@@
* E == NULL
