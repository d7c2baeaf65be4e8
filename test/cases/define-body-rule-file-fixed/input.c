/* A rule file the user gave fixes a match inside a #define body, as
 * spatch does; a built-in rule only reports there (macro-definition). */
#define LOCK_DEV(d) do { \
	old_lock(&(d)->mutex); \
	(d)->locked = 1; \
} while (0)
#define LOCK_ONE(d) old_lock(d)

void take(struct dev *d)
{
	old_lock(&d->mutex);
}
