@r@
expression a, b, c;
@@

(
open(a, c);
|
close(b, c);
)

@@
expression r.a, r.b, r.c;
@@

- log(\(a\|b\), c);
+ trace(c);
