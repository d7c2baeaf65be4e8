@@
expression E;
@@

- get(E);
  ...
- put(E);
