// The prefilter's chains for each rule (the batch run skips a rule its
// chains do not find in a file, as the editor does) hold every form the
// matcher's isomorphisms let the code take: where two apply to one
// node (`X - Y + Z`: plus_comm and plus_minus_assoc2) the forms of
// each, also of one turned off (`disable plus_comm`: plus_assoc's), and
// sizeof_type_expr's `sizeof x` without parentheses.  The last rule is
// plainly in the file, so the file is kept and only the skip decides.
@@
expression X, Y, Z;
@@
- X - Y + Z
+ mix3(X, Y, Z)

@@
expression X, Y, Z;
@@
- X / Y * Z
+ scale3(X, Y, Z)

@ disable plus_comm @
expression X, Y, Z;
@@
- X + Y + Z
+ sum3(X, Y, Z)

@@
type T;
@@
- sizeof(T)
+ SIZE_ANY

@@
@@
- plain(0)
+ plain(1)
