// '-' on a #pragma line: the name as written, then a pragmainfo
// metavariable (whatever follows the name) or the same words; pragmas
// inside a function are not matched (spatch 1.1.1 matches none there)
@@
pragmainfo p;
@@

- #pragma GCC p

@@
@@

- #pragma weak legacy_entry
