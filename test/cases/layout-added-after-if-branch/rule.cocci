// Code added after a whole `if` whose branch is on its own line goes at
// the `if`'s indentation, not the branch's.
@@
statement S;
expression E;
@@
- if (check(E)) S
+ if (verify(E)) S
+ done();
