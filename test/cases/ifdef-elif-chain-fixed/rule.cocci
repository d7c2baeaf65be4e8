@@
expression E;
@@

- trace(E);
+ trace_dev(E, __func__);
