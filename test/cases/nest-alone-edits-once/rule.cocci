// A rule that is one nest matches a function, a statement and every
// node inside them; each occurrence is changed once, not once per
// enclosing node.
@@
expression a;
@@
<...
- foo(a);
+ bar(a + 1);
...>
