@@
expression r.E;
@@
- g(E);
