// A FILE opened and checked, then lost by a return that does not hand it
// on: the disjunction's first branch (`return f;`) is not starred, so an
// "open, check, return it" function is no finding (spatch 1.1.1 marks
// only count_lines's `return n;`).
@@
expression f;
statement S;
@@
f = fopen(...);
if (f == NULL) S
... when != fclose(f)
(
return f;
|
* return ...;
)
