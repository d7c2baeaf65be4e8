@@
expression E;
@@
+ foo(1);
+ bar(2);
