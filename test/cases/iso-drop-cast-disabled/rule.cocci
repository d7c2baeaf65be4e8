// `disable drop_cast`: the rule's `(T)E` matches casts only (spatch
// 1.1.1); the rule without it also matches E written without a cast.
@ disable drop_cast @
type T;
expression E;
@@
- use((T)E);
+ use_cast(E);

@@
type T;
expression E;
@@
- keep((T)E);
+ keep_any(E);
