@@
type T;
identifier buf;
@@

- T buf[...];
+ T buf;
  ...
  free_later(buf);
