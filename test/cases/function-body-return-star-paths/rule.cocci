// A function body the rule writes: `* return ...;` after `...` marks every
// return a path reaches and the closing brace of a function control falls
// off (spatch 1.1.1 stars lines 4, 9, 11 and 16)
@@
identifier f;
@@
f(...)
{
...
* return ...;
}
