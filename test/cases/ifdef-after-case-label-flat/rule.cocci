@@
identifier f;
@@

- f(...);
