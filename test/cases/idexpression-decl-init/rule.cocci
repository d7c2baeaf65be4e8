// `x = E` also matches a declaration's initializer `T x = E;`, whatever
// kind of metavariable x is (spatch 1.1.1 agrees).
@local_fp@
typedef FILE;
local idexpression FILE *f;
@@
* f = fopen(...)

@any_fp@
idexpression FILE *f;
@@
* f = fopen(...)

@global_fp@
global idexpression FILE *f;
@@
* f = fopen(...)
