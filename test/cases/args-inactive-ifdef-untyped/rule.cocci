// A file given compiler arguments (`-- -std=gnu99`) that holds
// conditional code: a rule that needs no types matches on cfix's own
// parse, which reads every branch of an #ifdef as spatch 1.1.1 does;
// clang reads only the configured one (USE_POOL is not defined).
// Before, arguments sent every rule to clang and the #ifdef branch
// kept its call.  Expected output: spatch 1.1.1's.
@@
expression e;
@@
- legacy_free(e);
+ free(e);
