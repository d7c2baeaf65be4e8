// an expression metavariable attached to an operator's token binds
// the expression the operator heads (`v <=@e 0` binds `v <= 0`)
@@
expression e;
identifier v;
@@
  if (v <=@e 0)
- use(1);
+ use(e);

@@
expression e;
@@
- return x *@e 2 + y;
+ return e;
