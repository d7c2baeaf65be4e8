// ... when != struct_decl among a struct's fields (the grammar's
// struct_decl_list_start): spatch 1.1.1 refuses the rule ("not handling
// when in a list"), and so does cfix, with the place of the 'when'.
@@
identifier s;
@@
 struct s {
  ... when != int magic;
- int count;
+ long count;
  ...
 };
