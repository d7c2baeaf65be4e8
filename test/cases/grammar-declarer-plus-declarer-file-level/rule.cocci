// Both names declared `declarer name`: the plus side is a declaration
// too, so the file's uses change as well as a function's (spatch 1.1.1).
@@
declarer name DEFINE_MUTEX, DEFINE_SPINLOCK;
identifier m;
@@
- DEFINE_MUTEX(m);
+ DEFINE_SPINLOCK(m);
