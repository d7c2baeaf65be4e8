@@
expression A;
identifier I;
@@
- I[A]++;
+ I[A] += 1;
