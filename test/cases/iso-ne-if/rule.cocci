// `disable neg_if` leaves ne_if: `if (E1 != E2) S1 else S2` still
// matches `if (E1 == E2) S2 else S1`, but `X < Y` no longer matches
// `X >= Y` with the branches swapped; `disable neg_if, ne_if` turns
// both off
@ne disable neg_if @
expression X, Y;
@@
if (X != Y)
- slow();
+ fast();
else
  other();

@neg disable neg_if @
expression X, Y;
@@
if (X < Y)
- slow();
+ fast();
else
  other();

@off disable neg_if, ne_if @
expression X, Y;
@@
if (X != Y)
- drop();
+ gone();
else
  keep();
