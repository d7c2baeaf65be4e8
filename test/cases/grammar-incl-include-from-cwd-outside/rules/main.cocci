// looked up from the current folder (spatch 1.1.1's lookup) or from a
// folder above this file's, "shared/part.cocci" is found, but outside
// the folder of the rule file given (rules/): refused (docs/trust.md),
// where spatch opens it
#include "shared/part.cocci"

@depends on found@
identifier found.f;
@@
- f(0);
+ f(1);
