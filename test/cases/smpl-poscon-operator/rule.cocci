// A position on a binary operator metavariable ('cmp@p') is the
// operator token: the second rule skips the '<' the first recorded.
@r@
expression x;
binary operator cmp = {<};
position p;
@@
x cmp@p 0

@@
expression a, b;
binary operator op = {<};
position q != r.p;
@@
- a op@q b
+ b > a
