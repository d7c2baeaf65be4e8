// standard.iso's neg_if_exp: `E1 ? E2 : E3` also matches
// `!E1 ? E3 : E2`.  The second rule turns it off.
@@
expression E, A;
@@
- E ? 0 : A
+ zero_if(E, A)

@ disable neg_if_exp @
expression E, A;
@@
- E ? A : -1
+ or_fail(E, A)
