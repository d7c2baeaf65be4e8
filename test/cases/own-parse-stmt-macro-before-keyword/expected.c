/* macros standing as statements without a ';' right before a statement
 * keyword (the ';', if any, is the macro's) */
int step(int op, int n)
{
	PUSH_WARNINGS
	switch (op) {
	case 1:
		n = new_count(n);
		break;
	}
	POP_WARNINGS
	if (n > 2)
		n = new_count(n + 1);
	TRACE_CALL(n)
	return new_count(n);
}
