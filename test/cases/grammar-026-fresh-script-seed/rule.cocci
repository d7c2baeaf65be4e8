// a fresh identifier whose seed is a script
@initialize:python@
@@
pass

@@
identifier f;
fresh identifier n = script:python(f) { f + "_wrap" };
@@
- f(0);
+ n(1);
