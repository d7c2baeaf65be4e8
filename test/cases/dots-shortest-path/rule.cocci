// `A ... B`: the dots take the shortest path, passing no statement that
// the item before or the item after them matches
@@
expression X;
@@

 lock(X);
 ...
 unlock(X);
 ...
- use(X);
+ use_unlocked(X);
