// standard.iso's not_ptr1: `!X`, X an `expression *X` (a pointer), also
// matches `X == NULL` and `NULL == X`, anywhere, not only in a condition;
// an `!X` of unknown type does not (spatch 1.1.1); `disable not_ptr1`
// turns it off.
@@
expression *X;
@@
- !X
+ missing(X)

@@
expression E;
statement S;
@@
- if (!E) S
+ if (bad(E)) S

@ disable not_ptr1 @
expression *P;
@@
- !P
+ none(P)
