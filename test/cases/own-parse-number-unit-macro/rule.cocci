@@
expression E;
@@
(
- free(E);
+ kfree(E);
|
- malloc(E)
+ kmalloc(E, GFP_KERNEL)
)
