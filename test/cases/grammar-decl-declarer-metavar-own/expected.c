/* a declarer metavariable: the name of a macro use that declares at
 * file level (after a storage word or not); spatch 1.1.1 reads the
 * one in the function as a statement */
struct mutex { int locked; };
#define DEFINE_MUTEX(n, ...) struct mutex n = { 0 }
#define DEFINE_SEMA(n, ...) struct mutex n = { 1 }
#define EXPORT_ONE(n, ...) extern int n

DEFINE_MUTEX(a_lock, 1);
static DEFINE_SEMA(b_lock, 1);
EXPORT_ONE(c_lock);
int v;

int f(void)
{
	DEFINE_MUTEX(d_lock);
	return d_lock.locked;
}
