// comm iso (commeq): E == 0 matches 0 == a too, and the whole expression
// is replaced either way
@@
expression E;
@@
- E == 0
+ !E
