/* --parser own: declarer macros at file level after a storage word
 * (`static DEVICE_ATTR(...)`) are read without a "cannot parse"
 * warning, and the code after them is matched. */
static DEVICE_ATTR(foo, 0644, foo_show, foo_store);
static DEVICE_ATTR_RO(bar);
extern DECLARE_BITMAP(map, 64);
static DEFINE_SPINLOCK(lock);
MODULE_LICENSE("GPL");

static int test(unsigned int flags)
{
	return !flags & FLAG_A;
}
