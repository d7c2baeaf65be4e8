virtual patch
virtual context

@depends on context@
@@
* old_log(...);

@p depends on patch@
expression E;
@@
- release(E);
+ release2(E);

@depends on p@
@@
* old_log(...);
