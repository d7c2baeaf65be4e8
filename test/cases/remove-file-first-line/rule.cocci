@@
@@

- int counter;
