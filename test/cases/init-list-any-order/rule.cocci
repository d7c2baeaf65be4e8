// A `.field = value` initializer list pattern matches the code's fields
// in any order, among others it does not name.  A field added before
// its `}` goes after the match of the rule's last element (its line),
// as spatch places it; an inherited name then picks the function.
@ r @
identifier open_fn, close_fn;
@@
struct ops o = {
	.open = open_fn,
	.close = close_fn,
+	.owner = 1,
};

@ extends r @
@@
open_fn(...) {
- start(1);
+ begin(1);
}
