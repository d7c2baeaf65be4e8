@@
identifier f;
fresh identifier n = script:python(g) { g + "_x" };
@@
- f();
+ n();
