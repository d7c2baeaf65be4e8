@@
function f;
@@
- f(1);
+ f(2);
