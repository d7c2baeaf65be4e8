@@
expression E;
@@
- f(E); }
