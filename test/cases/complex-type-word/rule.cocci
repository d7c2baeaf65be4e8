@@
identifier z;
@@

- float complex z;
+ double complex z;
