// spatch 1.1.1 takes no initializer list among a call's arguments (a
// parse error there): an expression list is what stands for them.
@@
initializer list IL;
@@
- f(IL)
+ f(IL, 0)
