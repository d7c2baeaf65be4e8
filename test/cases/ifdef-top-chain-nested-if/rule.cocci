@@
expression E, F;
@@
- setup(E, F);
+ prepare(E, F);
