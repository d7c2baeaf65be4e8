// Assignment operator metavariables: any assignment operator, or one of
// a set (`= {+=, -=}`); the operator bound is reused in added code.
@@
expression e;
assignment operator aop = {+=, -=};
symbol x, z;
@@
- x aop e
+ z aop e
