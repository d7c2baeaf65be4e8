@@
@@

- #define OLD_SIZE(n) (n * 4)
+ #define NEW_SIZE(n) (n * 8)
