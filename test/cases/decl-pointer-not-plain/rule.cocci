@@
identifier x;
@@

- int x;
