// `(E)` in a rule also matches E without parentheses (the paren
// isomorphism); code already in parentheses is one match, of them.
@@
type T;
T[] E;
@@
- (sizeof(E)/sizeof(T))
+ ARRAY_SIZE(E)
