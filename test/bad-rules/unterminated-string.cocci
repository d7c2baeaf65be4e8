@@
expression E;
@@
- f("abc, E);
