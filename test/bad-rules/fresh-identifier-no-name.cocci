@@
fresh identifier F;
@@
- f();
+ F();
