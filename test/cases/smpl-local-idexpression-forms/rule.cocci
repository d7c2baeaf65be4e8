// `local idexpression` with a set of types, a pointer level alone,
// a list of names
@@
local idexpression {int, long} L;
@@
- one(L);
+ one(0);

@@
local idexpression *P;
@@
- two(*P);
+ two(0);

@@
local idexpression L1, L2;
@@
- three(L1);
+ three(0);
