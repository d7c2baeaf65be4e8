// declarer name: DEFINE_MUTEX(x); is a declaration wherever it stands
@@
declarer name DEFINE_MUTEX, DEFINE_SPINLOCK;
identifier x;
@@
- DEFINE_MUTEX(x);
+ DEFINE_SPINLOCK(x);
