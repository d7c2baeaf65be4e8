// `* return ...;` as a branch of a disjunction: where control falls off
// the function's end, spatch 1.1.1 marks the closing brace (line 4 of
// input.c), as it does outside a disjunction (star-return-falls-off-end).
@@
identifier f;
@@
f(...)
{
...
(
return 0;
|
* return ...;
)
}
