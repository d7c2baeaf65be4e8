// A run of two statements from the one a label holds: spatch 1.1.1
// removes foo().
@@
@@
- foo();
  bar();
