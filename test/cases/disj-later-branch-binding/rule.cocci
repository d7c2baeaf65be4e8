@@
expression E;
@@
 a(\(E\|&E\));
 ...
- b(E);
