@@
foo E;
@@
- f(E);
