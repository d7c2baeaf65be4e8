// Parentheses matched away inside a nest (misc/minmax's patch rule):
// each occurrence the nest changes gets the added code's own
// parentheses, as spatch 1.1.1 prints `min(a, b)`.
@@
identifier func;
expression x, y;
binary operator cmp = {<=, <};
@@
func(...)
{
	<...
-	((x) cmp (y) ? (x) : (y))
+	min(x, y)
	...>
}
