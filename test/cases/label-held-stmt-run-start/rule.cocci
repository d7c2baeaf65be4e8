// A run may start at the statement a label holds: the label is a node
// of its own in spatch's control flow (spatch 1.1.1 removes foo()).
@@
@@
- foo();
  ...
  return 0;
