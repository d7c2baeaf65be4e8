@@
@@

- #define a(x,......) 3
