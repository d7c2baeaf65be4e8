@@
identifier f =~ "^kz";
expression E;
@@
- f(E, 0);
+ f(E);
