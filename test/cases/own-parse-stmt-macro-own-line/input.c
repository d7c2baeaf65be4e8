/* names alone on their lines, the next line at the same column:
 * statement macros without ';' (the ';', if any, is the macro's) */
int count(struct list *l, int n)
{
	int total = 0;

	LOCK_LIST
	total = old_count(n);
	UNLOCK_LIST
	release(l);
	if (n > 2) {
		total = old_count(n + 1);
		TRACE_COUNT
	}
	return total;
}
