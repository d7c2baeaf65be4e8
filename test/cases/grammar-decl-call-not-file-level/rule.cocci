// A call statement whose name is no declarer (a symbol, or a name not
// declared `declarer name`) is code: spatch 1.1.1 matches it in a
// function only, never the file's `EXPORT_SYMBOL(f);` or
// `static DEFINE_MUTEX(lock1);` (those need `declarer name`).
@@
symbol DEFINE_MUTEX;
identifier m;
@@
- DEFINE_MUTEX(m);

@@
identifier f;
@@
- EXPORT_SYMBOL(f);
