// standard.iso's add_signed: the type `int` also matches `signed int`
// and `signed`.  The second rule turns it off: only `int` as written.
@@
expression E;
@@
- (int)E
+ (long)E

@ disable add_signed @
identifier x;
@@
- int
+ long
  x;
