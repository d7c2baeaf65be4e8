// SmPL's attribute with arguments, AttributeId(PARAMSEQ(arg, ...)): a
// `...` among a declared attribute name's arguments stands for any
// arguments.  Before, the rule's `deprecated_in(...)` on a line of its
// own was read as a macro call with no ';' and the rule matched
// nothing.  Expected output: spatch 1.1.1's.  (spatch cannot parse
// `deprecated_in() int f()` in C, empty parentheses, so the input has
// none.)
@@
attribute name deprecated_in;
identifier f;
@@

 deprecated_in(...)
-unsigned
+unsigned long
 f(void)
 { ... }
