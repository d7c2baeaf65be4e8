@@
expression N;
@@
- malloc(N)
+ calloc(1, N)
