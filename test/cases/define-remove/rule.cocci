@@
@@

- #define LIMIT 16
