// name: spinlock_sleep
// message: a call that may sleep while a spinlock is held
// severity: warning
// fix: none
// tags: kernel
//
// Code holding a spinlock must not sleep: a GFP_KERNEL allocation,
// copy_from_user()/copy_to_user() (which can fault pages in), msleep() or
// mutex_lock() under spin_lock() can deadlock or trigger "BUG: sleeping
// function called from invalid context".  Report only: the fix (GFP_ATOMIC,
// moving the call out of the critical section, a mutex instead of the
// spinlock) needs a human.  The call may come any number of statements
// after spin_lock(), spin_lock_irq(), spin_lock_bh() or
// spin_lock_irqsave(), on some path (exists) that does not go through the
// matching unlock.  Compare scripts/coccinelle/locks/call_kern.cocci, which
// also follows calls into functions that use GFP_KERNEL.
@spinlock_sleep exists@
expression L, FL, E;
identifier f;
statement S;
@@
(
* spin_lock(L);
|
* spin_lock_irq(L);
|
* spin_lock_bh(L);
|
* spin_lock_irqsave(L, FL);
)
  ... when != spin_unlock(L)
      when != spin_unlock_irq(L)
      when != spin_unlock_bh(L)
      when != spin_unlock_irqrestore(L, ...)
(
* E = f(..., GFP_KERNEL, ...);
|
* f(..., GFP_KERNEL, ...);
|
* msleep(...);
|
* mutex_lock(...);
|
* if (<+... copy_from_user(...) ...+>) S
|
* if (<+... copy_to_user(...) ...+>) S
|
* E = copy_from_user(...);
|
* E = copy_to_user(...);
)
