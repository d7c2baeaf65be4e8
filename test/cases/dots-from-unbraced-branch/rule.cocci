// A run of statements may start at an if's branch written without
// braces, as at a block of one: spatch's control-flow graph does not
// tell them apart (kernel locks/flags.cocci).
@r exists@
expression l1, l2, flags;
@@
  spin_lock_irqsave(l1, flags);
  ... when != flags
* spin_lock_irqsave(l2, flags);
