// A typed metavariable needs clang's types: with --parser own it matches
// nothing, and cfix says so (the same rule fires without --parser own).
@@
struct foo *p;
@@
- kfree(p);
+ kfree_foo(p);
