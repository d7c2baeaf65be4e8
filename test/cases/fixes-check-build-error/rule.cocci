// A user's rule whose fix passes an argument too many.
@@
expression E;
@@
- reset(E)
+ reset(E, 0)
