// A declarer's use replaced by code (DEFINE_SPINLOCK is no declarer
// name, so `DEFINE_SPINLOCK(m);` is a statement): spatch 1.1.1 reads
// the rule as code (top_level.ml's NONDECL) and matches the use in a
// function only, not the file's.
@@
declarer name DEFINE_MUTEX;
identifier m;
@@
- DEFINE_MUTEX(m);
+ DEFINE_SPINLOCK(m);
