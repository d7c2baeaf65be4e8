// A definition's header changed: its prototypes change the same way,
// with their own parameter names or none, whatever their storage class;
// another function's stay.
@r@
identifier x;
@@
- int f
+ long f2
  (int x) { ... }
