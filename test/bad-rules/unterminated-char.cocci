@@
expression E;
@@
- f('a, E);
