@@
expression E;
@@
(
- foo(E);
+ /* was foo */
+ baz(E);
|
- bar(E);
+ baz(E); // was bar
)
