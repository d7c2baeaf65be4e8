@@
expression E; /* never closed
@@
- f(E);
