@@
statement S;
fresh identifier A;
@@
- if (check()) S
+ S
