// a rule renaming the declared name alone renames each name of a
// declaration of several, as spatch does; `- T x;` `+ T y;` would not
@@
type T;
identifier x !~ "^saved_";
fresh identifier y = "saved_" ## x;
@@
T
- x
+ y
;
