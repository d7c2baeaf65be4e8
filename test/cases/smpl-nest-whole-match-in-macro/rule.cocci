// a nest's expression that only a macro's expansion holds (BUF_SIZE,
// defined in the file) is no match: spatch reads the code as written
// (the kernel's misc/minmax at drivers/char/hw_random/core.c); the
// second use spells the conditional out and is found
@r@
identifier func;
expression x, y;
binary operator cmp = {<, <=};
@@

func(...)
{
	<...
*	((x) cmp (y) ? (x) : (y))
	...>
}
