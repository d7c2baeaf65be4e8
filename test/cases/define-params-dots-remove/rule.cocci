@@
@@

- #define PICK(...,key,...) lookup(key)
