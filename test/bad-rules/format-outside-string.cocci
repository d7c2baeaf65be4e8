@@
format d;
@@
- foo(d);
