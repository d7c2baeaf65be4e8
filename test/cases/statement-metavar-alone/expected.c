/* A rule that is one statement metavariable matches every statement,
 * nested ones too (a block and what it holds), but not a function's
 * body; what is added after the inner one comes first.  The marker
 * makes the fix idempotent. */
int f(int i)
{
	log(i);
	trace();
	{
		i = 3;
		trace();
	}
	trace();
	return i;
	trace();
}
