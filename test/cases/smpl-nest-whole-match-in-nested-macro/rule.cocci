// a nest's expression that only the expansion of the file's macro
// holds, where that macro's body uses another of the file's macros
// (OFFSET_TO_MILLI, whose conditional clang's tree holds in place of
// the use), is no match: spatch reads the code as written (the
// kernel's misc/minmax at drivers/hwmon/adm1031.c:682); the second use
// spells the conditional out and is found
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
