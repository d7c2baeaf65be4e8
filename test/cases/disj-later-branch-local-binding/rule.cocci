@@
expression E;
@@
 x = \(E\|!E\);
+ g(E);
