@@
identifier f;
fresh identifier n = script:lua(f) { f .. "_x" };
@@
- f();
+ n();
