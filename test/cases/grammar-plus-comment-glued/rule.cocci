@@
expression E;
@@
- foo(E);
+ /*x*/baz(E)/*y*/;
