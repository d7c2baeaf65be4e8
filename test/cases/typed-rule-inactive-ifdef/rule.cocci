// A rule with a typed metavariable is matched on clang's parse, which
// holds the code the configured build compiles: a comparison under an
// #ifdef of an unset option is left alone.  spatch 1.1.1 reads every
// preprocessor branch and changes line 13 too (a cfix choice,
// docs/coccicheck.md: unsigned_lesser_than_zero in cacheinfo.c, code
// under CONFIG_OF).
@@
unsigned int v;
@@
- v > 0
+ v != 0
