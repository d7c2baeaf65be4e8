// included names stay inside the folder of the rule file given: '..'
// out of it, an absolute name, or a symbolic link out of it are
// refused, a cfix choice (docs/trust.md; spatch 1.1.1 opens any path
// from the current folder)
#include "../.."

@@
@@
- g(2);
