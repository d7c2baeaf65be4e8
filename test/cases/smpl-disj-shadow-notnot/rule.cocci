// "!!(a & 2)" matches the first branch; the "!(a & 2)" inside it is
// shadowed and stays as it is.
@@
expression E;
constant C;
@@
(
 !!(E & C)
|
- !(E & C)
+ !E & C
)
