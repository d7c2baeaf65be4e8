@@
type T;
identifier f, x !~ "^arg_";
fresh identifier y = "arg_" ## x;
@@
f(...,
- T x
+ T y
,...)
{
...
}
