// a rule file that includes itself through another: an error at the
// include closing the cycle (spatch 1.1.1 loops until "Too many open
// files")
#include "other.cocci"

@@
@@
- g(2);
