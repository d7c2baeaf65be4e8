// the dots stop at the loop the disjunction's first branch matches,
// whichever way of its argument list the attempt takes: the `E->f` in
// the body of the loop a goto reaches is not reached (the kernel's
// null/deref_null at acpi/nvs.c and four more); the one dereference
// before any loop is found
@ifm@
expression *E;
statement S1,S2;
position p1;
@@

if@p1 ((E == NULL && ...) || ...) S1 else S2

@r exists@
expression subE <= ifm.E;
expression *ifm.E;
expression E1;
identifier f;
statement S1,S2,S3,S4;
iterator iter;
position p;
position ifm.p1;
@@

if@p1 ((E == NULL && ...) || ...)
{
  ... when != if (...) S1 else S2
(
 iter(subE,...) S4 // no use
|
 subE = E1
|
* E->f@p // bad use
)
  ... when any
  return ...;
}
else S3
