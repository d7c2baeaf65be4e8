@@
expression E;
@@
- narrow(E)
+ (short)E

@@
expression E, F;
@@
- twice(E, F);
+ log_it(E);
+ store(-F, E * 2);
