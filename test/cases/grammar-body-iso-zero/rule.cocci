// is_zero (X == 0 also matches !X, anywhere) and isnt_zero (X != 0 also
// matches a test X, 'a == 1' too), with 0 on either side (commeq).
// Not in the input: `if (a != 0) b++;`, which spatch 1.1.1 matches twice
// (E is a, and E is 'a != 0' as a test) and stops at ('already tagged
// token'); cfix takes E = a
@@
expression E;
@@
(
  if (E == 0)
- b++;
+ zero(E);
|
  if (E != 0)
- b++;
+ nonzero(E);
)

@@
expression E;
@@
- E == 0
+ is0(E)
