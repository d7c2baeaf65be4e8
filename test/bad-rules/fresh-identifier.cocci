@@
fresh identifier F = "x";
@@
- f();
+ F();
