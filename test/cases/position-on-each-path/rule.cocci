// a position bound after `...` on two paths takes both values: the
// later rule changes the call on each path, not only the first
@a@
position p;
identifier g;
@@

start(...);
...
g@p(1, ...);

@@
position a.p;
identifier a.g;
@@

- g@p(...);
+ g(0);
