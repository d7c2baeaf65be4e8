@@
identifier f;
@@

- int (*f)(int);
