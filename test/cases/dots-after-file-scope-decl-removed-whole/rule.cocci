// A declaration the rule removes whole, then dots: spatch 1.1.1 removes
// the file-scope ones too (not when a function declares the same name:
// cocci-tests declend); cfix matches none at file scope then.
@@
type T;
identifier x;
@@

- T x;
  ... when != x
