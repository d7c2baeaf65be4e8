@@
@@

- ready = 0;
  ...
- ready = 0;
