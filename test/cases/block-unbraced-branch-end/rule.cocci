// A block the rule writes matched on a branch without braces ends where
// the branch ends: the dots do not go on past it to the function's end,
// which would stand for the `return ...;` (spatch 1.1.1 reports nothing)
@r exists@
expression *E;
identifier f;
statement S1,S2,S3;
position p;
@@

if ((E == NULL && ...) || ...)
{
  ... when != if (...) S1 else S2
* E->f@p
  ... when any
  return ...;
}
else S3
