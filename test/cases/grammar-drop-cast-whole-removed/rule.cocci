// a cast (T)E removed whole: only the cast term goes, the uncast a stays
@@
expression E;
type T;
@@
- (T)E
+ E
