@@
expression E;
identifer I;
@@
- I(E);
