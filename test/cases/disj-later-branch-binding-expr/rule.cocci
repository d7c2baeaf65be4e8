@@
expression E, F;
@@
 x = \(E + F\|E\);
- use(F);
