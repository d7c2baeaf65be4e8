@r1@
binary operator b1 = {==,!=,&,|};
binary operator b2 =~ "=$";
@@
f(1 b1 2);
...
g(1 b2 2);

@@
binary operator b = {r1.b1,r1.b2} && !~ "^!";
@@
-h(1 b 2);
+h(2 b 1);

@r2@
type T = { long };
identifier x;
@@
T x;

@@
type T = r2.T * || =~ "^char";
identifier x;
@@
- T x = 0;
+ T x = 1;
