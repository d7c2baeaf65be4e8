// optional_storage: a declaration with a struct definition matches one
// with a storage class too (spatch 1.1.1 renames D; spatch's bc_1 needs
// it for `extern struct id { fs } *I;`).
@@
identifier I;
@@
 struct sbuggy { int a; } *
- I
+ renamed
 ;
