@@
identifier f;
@@

  int (*f)(
- int
+ long
  );
