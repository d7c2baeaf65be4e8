/* A rule file the user gave fixes a match inside a #define body, as
 * spatch does; a built-in rule only reports there (macro-definition). */
#define LOCK_DEV(d) do { \
	new_lock(&(d)->mutex, 0); \
	(d)->locked = 1; \
} while (0)
#define LOCK_ONE(d) new_lock(d, 0)

void take(struct dev *d)
{
	new_lock(&d->mutex, 0);
}
