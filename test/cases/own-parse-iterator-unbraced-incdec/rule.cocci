@@
identifier i;
@@
(
- ++i;
+ i++;
|
- --i;
+ i--;
)
