// after_define() follows DEFINE_LOCK(dev_lock), a macro defined nowhere
// and without its `;`: clang reads the two as one function named
// DEFINE_LOCK, so cfix's own parse stands in for them.  The own parse
// types names only as the file declares them: d is a struct dev *, but
// the type of its field name is in dev.h, which the stand-in does not
// read, so the typed rule misses d->name == NULL there; spatch, reading
// dev.h, fixes it.  -v says the function was matched on the own parse.
@@
char *E;
@@
- E == NULL
+ !E
