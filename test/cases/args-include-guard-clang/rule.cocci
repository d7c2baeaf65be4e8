// A file given compiler arguments whose only conditional is an include
// guard (`#ifndef H` then `#define H`) leaves no code out: clang reads
// it for every rule, as before (-v says why).
@@
expression e;
@@
- legacy_free(e);
+ free(e);
