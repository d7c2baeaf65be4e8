// A comparison with NULL written as a negation.
@null_test@
expression E;
@@
- E == NULL
+ !E
