// `#include ...` (any include) kept, a line added before it: spatch
// adds it once, before the first include
@has@
@@

#include "config.h"

@depends on !has@
@@

+ #include "config.h"
  #include ...
