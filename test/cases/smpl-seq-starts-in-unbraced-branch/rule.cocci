// a run of statements may start at an if's branch written without
// braces: control goes on after the if (the kernel's locks/mini_lock
// at drbd_state.c, whose lock is taken under 'if (f & 1)')
@err exists@
expression E1;
identifier lock;
position r;
@@

*lock(E1,...);
... when != E1
    when any
if (...) {
  ... when != E1
*  return@r ...;
}
