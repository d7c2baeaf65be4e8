// attribute name: the rule spells the attribute, so only the declaration
// with it matches, and the attribute is removed
@@
attribute name __unused_x;
identifier x;
@@
- static int x __unused_x;
+ static int x;
