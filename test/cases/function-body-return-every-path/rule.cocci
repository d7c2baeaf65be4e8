// A function body the rule writes: `return;` after `...` is every return
// of a void function, one inside an `if` too, and its end (spatch 1.1.1)
@@
identifier f;
@@
f(...)
{
... when != done();
+ done();
return;
}
