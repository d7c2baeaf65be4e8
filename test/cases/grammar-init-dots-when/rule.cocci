// ... when != X among an initializer's elements (the grammar's
// initialize_list, edots_when): spatch 1.1.1 parses the rule and fails
// every match of it ("not handling when in a list"); cfix refuses it at
// the 'when' rather than match as if the clause were not there.
@@
identifier a;
@@
 int a[] = {
- 1
+ 0
  , ...
  when != 2
 };
