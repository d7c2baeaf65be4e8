/* macros standing as statements without a ';' right before a statement
 * keyword (the ';', if any, is the macro's) */
int step(int op, int n)
{
	PUSH_WARNINGS
	switch (op) {
	case 1:
		n = old_count(n);
		break;
	}
	POP_WARNINGS
	if (n > 2)
		n = old_count(n + 1);
	TRACE_CALL(n)
	return old_count(n);
}
