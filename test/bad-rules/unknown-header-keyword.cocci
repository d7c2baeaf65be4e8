@r frobnicate@
expression E;
@@
- f(E);
