// A `.field = value` initializer list pattern matches the code's fields
// in any order, among others it does not name; an inherited name then
// picks the function.  A field added before the list's `}` goes on a
// line after the match of the rule's last element, as spatch places it.
// (r removes .close, so that a second run finds nothing.)
@ r @
identifier open_fn, close_fn;
@@
struct ops o = {
	.open = open_fn,
-	.close = close_fn,
+	.release = close_fn,
};

@ extends r @
@@
open_fn(...) {
- start(1);
+ begin(1);
}

@ depends on r @
@@
struct ops o = {
	.name = 3,
+	.owner = 1,
};
