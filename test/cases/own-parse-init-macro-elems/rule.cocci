@@
expression F, A;
@@
- EVAL4(F, A, ...)
+ EVAL1(F, A)
