@@
identifier f;
fresh identifier n = script:python(f) { f + "_x" ;
@@
- f();
+ n();
