@@
struct foo *E;
@@
- kfree(E);
+ kfree_foo(E);
