// 'disable is_zero,isnt_zero' (the kernel's null/badzero.cocci): X == 0
// no longer matches !X, X != 0 no longer a test X; commeq still swaps
@ disable is_zero,isnt_zero @
expression E;
@@
(
- E == 0
+ is0(E)
|
- E != 0
+ isn0(E)
)
