// SmPL has no string concatenation: spatch 1.1.1 refuses strings side
// by side, or a name beside a string (`KERN_ERR "x"`), a parse error at
// the second; cfix took `KERN_ERR "x"` as one argument and wrote
// `pr_err(, x)`.
@@
expression E;
@@
- printk(KERN_ERR "x", E);
+ pr_err("x", E);
