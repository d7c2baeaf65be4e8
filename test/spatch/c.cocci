virtual context
@depends on context@
expression E; constant C;
@@
* !E & C
