// A file given compiler arguments that holds conditional code: a rule
// with a typed metavariable still matches on clang's view, read with
// those arguments (-DWITH_LIMIT), whose types decide: the unsigned
// `limit` of the configured branch is changed, the signed `count` is
// not.  The #else branch, which the build leaves out, is left alone, a
// cfix choice (typed-rule-inactive-ifdef): spatch 1.1.1 reads every
// branch and changes line 12 too.
@@
unsigned int v;
@@
- v > 0
+ v != 0
