// name: spinlock_sleep
// message: a call that may sleep right after taking a spinlock
// severity: warning
// fix: none
// tags: kernel
//
// Code holding a spinlock must not sleep: a GFP_KERNEL allocation,
// copy_from_user()/copy_to_user() (which can fault pages in), msleep() or
// mutex_lock() under spin_lock() can deadlock or trigger "BUG: sleeping
// function called from invalid context".  Report only: the fix (GFP_ATOMIC,
// moving the call out of the critical section, a mutex instead of the
// spinlock) needs a human.  Today the rule sees only the blocking call as
// the statement right after spin_lock(), spin_lock_irq(), spin_lock_bh() or
// spin_lock_irqsave(); the real rule is `spin_lock(L); ... when !=
// spin_unlock(L)` followed by the call, and waits for statement-level `...`
// and `when` in the rule language (see docs/rules.md).  Compare
// scripts/coccinelle/locks/call_kern.cocci.
@spinlock_sleep@
expression L;
expression E;
identifier f;
@@
* spin_lock(L);
* E = f(..., GFP_KERNEL);

// message: msleep() right after spin_lock()
@spin_lock_msleep@
expression L;
expression E;
@@
* spin_lock(L);
* msleep(E);

// message: mutex_lock() (may sleep) right after spin_lock()
@spin_lock_mutex@
expression L;
expression E;
@@
* spin_lock(L);
* mutex_lock(E);

// message: copy_from_user() (may sleep) right after spin_lock()
@spin_lock_cfu@
expression L;
statement S;
@@
* spin_lock(L);
* if (copy_from_user(...)) S

// message: copy_to_user() (may sleep) right after spin_lock()
@spin_lock_ctu@
expression L;
statement S;
@@
* spin_lock(L);
* if (copy_to_user(...)) S

// message: a GFP_KERNEL allocation (may sleep) right after spin_lock_irq()
@spin_lock_irq_gfp@
expression L;
expression E;
identifier f;
@@
* spin_lock_irq(L);
* E = f(..., GFP_KERNEL);

// message: msleep() right after spin_lock_irq()
@spin_lock_irq_msleep@
expression L;
expression E;
@@
* spin_lock_irq(L);
* msleep(E);

// message: mutex_lock() (may sleep) right after spin_lock_irq()
@spin_lock_irq_mutex@
expression L;
expression E;
@@
* spin_lock_irq(L);
* mutex_lock(E);

// message: copy_from_user() (may sleep) right after spin_lock_irq()
@spin_lock_irq_cfu@
expression L;
statement S;
@@
* spin_lock_irq(L);
* if (copy_from_user(...)) S

// message: copy_to_user() (may sleep) right after spin_lock_irq()
@spin_lock_irq_ctu@
expression L;
statement S;
@@
* spin_lock_irq(L);
* if (copy_to_user(...)) S

// message: a GFP_KERNEL allocation (may sleep) right after spin_lock_bh()
@spin_lock_bh_gfp@
expression L;
expression E;
identifier f;
@@
* spin_lock_bh(L);
* E = f(..., GFP_KERNEL);

// message: msleep() right after spin_lock_bh()
@spin_lock_bh_msleep@
expression L;
expression E;
@@
* spin_lock_bh(L);
* msleep(E);

// message: mutex_lock() (may sleep) right after spin_lock_bh()
@spin_lock_bh_mutex@
expression L;
expression E;
@@
* spin_lock_bh(L);
* mutex_lock(E);

// message: copy_from_user() (may sleep) right after spin_lock_bh()
@spin_lock_bh_cfu@
expression L;
statement S;
@@
* spin_lock_bh(L);
* if (copy_from_user(...)) S

// message: copy_to_user() (may sleep) right after spin_lock_bh()
@spin_lock_bh_ctu@
expression L;
statement S;
@@
* spin_lock_bh(L);
* if (copy_to_user(...)) S

// message: a GFP_KERNEL allocation (may sleep) right after spin_lock_irqsave()
@spin_lock_irqsave_gfp@
expression L, FL;
expression E;
identifier f;
@@
* spin_lock_irqsave(L, FL);
* E = f(..., GFP_KERNEL);

// message: msleep() right after spin_lock_irqsave()
@spin_lock_irqsave_msleep@
expression L, FL;
expression E;
@@
* spin_lock_irqsave(L, FL);
* msleep(E);

// message: mutex_lock() (may sleep) right after spin_lock_irqsave()
@spin_lock_irqsave_mutex@
expression L, FL;
expression E;
@@
* spin_lock_irqsave(L, FL);
* mutex_lock(E);

// message: copy_from_user() (may sleep) right after spin_lock_irqsave()
@spin_lock_irqsave_cfu@
expression L, FL;
statement S;
@@
* spin_lock_irqsave(L, FL);
* if (copy_from_user(...)) S

// message: copy_to_user() (may sleep) right after spin_lock_irqsave()
@spin_lock_irqsave_ctu@
expression L, FL;
statement S;
@@
* spin_lock_irqsave(L, FL);
* if (copy_to_user(...)) S
