// standard.iso's associativity family: the rule's `X - Y - Z` also
// matches the code's `(a - b) - c`.  As spatch 1.1.1: not where the
// inner operator is `+` or `*` while plus_comm or mult_comm is on
// (`(a * b) * c` stays), and not where the rule changes a part of the
// expression (the last rule); `disable minus_assoc` turns one off
@@
expression X, Y, Z;
@@
- X - Y + Z
+ mix3(X, Y, Z)

@@
expression X, Y, Z;
@@
- X / Y / Z
+ div3(X, Y, Z)

@@
expression X, Y, Z;
@@
- X / Y * Z
+ scale3(X, Y, Z)

@ disable plus_comm @
expression X, Y, Z;
@@
- X + Y - Z
+ sum3(X, Y, Z)

@@
expression X, Y, Z;
@@
- X * Y * Z
+ prod3(X, Y, Z)

@ disable minus_assoc @
expression X, Y;
@@
- X - Y - c
+ sub3(X, Y, c)

@@
expression X, Y;
@@
  X - Y -
- c
+ 2
