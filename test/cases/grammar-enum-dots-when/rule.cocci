// ... when != X among an enum's values (the grammar's enum_decl_list,
// edots_when): spatch 1.1.1 parses the rule and fails every match of it
// ("not handling when in a list"); cfix refuses it at the 'when'.
@@
identifier e;
@@
 enum e {
  ...
  when != B
  ,
- C
+ D
 };
