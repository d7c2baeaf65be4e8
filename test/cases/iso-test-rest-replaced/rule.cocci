// A test X the rule removes and writes again in its plus code (`- X`
// `+ valid(X)`) matches `X != NULL` (not_ptr2) and `X != 0` (not_int2),
// either way round; the code's `!= NULL` or `!= 0` goes with it, as in
// spatch 1.1.1: `if (valid(p))`, never `if (valid(p) != NULL)`.
@ptr@
expression *X;
statement S;
@@
  if (
- X
+ valid(X)
  ) S

@num@
idexpression int X;
statement S;
@@
  if (
- X
+ ok(X)
  ) S
