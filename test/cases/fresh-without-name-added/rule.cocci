@@
fresh identifier A;
@@
- g();
+ g(A);
