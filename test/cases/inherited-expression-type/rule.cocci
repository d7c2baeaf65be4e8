// spatch 1.1.1 compares an inherited expression with its types: r.x
// bound to `wd`, a `struct w *`, matches the `wd` of another function
// only where it has that type too, and a name the file does not
// declare only where it has no type either (free/devm_free on
// drivers/hid/hid-logitech-hidpp.c:2308, a `kfree(wd)` of another
// struct's wd).
@r@
expression x;
@@
 x = alloc(...);

@@
expression r.x;
@@
- release(x);
+ drop(x);
