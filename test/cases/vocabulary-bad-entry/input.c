/* A wrapper that is not a C identifier: an error at its place in the
 * .cfix, and no file is processed. */
void f(int flags)
{
	if (!flags & 4)
		return;
}
