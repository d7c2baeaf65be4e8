// ... when != struct_decl among a struct's fields: the dots may not pass
// a field `int magic;`, so only struct a changes.  spatch 1.1.1 refuses
// the rule ("not handling when in a list"); the expected output is the
// grammar's meaning.
@@
identifier s;
@@
 struct s {
  ... when != int magic;
- int count;
+ long count;
  ...
 };
