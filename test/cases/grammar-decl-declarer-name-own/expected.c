/* declarers: macro uses that declare, at file level, after a storage
 * word, and in a function */
struct mutex { int locked; };
#define DEFINE_MUTEX(n) struct mutex n = { 0 }
#define DEFINE_SPINLOCK(n) struct mutex n = { 1 }

DEFINE_SPINLOCK(a_lock);
static DEFINE_SPINLOCK(b_lock);

int f(void)
{
	DEFINE_SPINLOCK(c_lock);
	return c_lock.locked + g(c_lock);
}
