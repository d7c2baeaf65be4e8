@@
type T;
identifier x;
@@
- (T)++x
+ (T)(x + 1)
