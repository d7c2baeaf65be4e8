// Blank lines next to removed lines go as spatch 1.1.1's unparser drops
// them (parsing_c/unparse_c.ml): those after the removed lines when the
// block's `{` or blank lines come before them, those before them when
// the block's `}` follows at once; elsewhere they stay.
@@
@@
- bar();
