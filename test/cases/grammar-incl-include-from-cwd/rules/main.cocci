// an included name as spatch 1.1.1 looks it up, from the current
// folder: "rules/part.cocci" names the file beside this one.  cfix
// takes it (it lies inside the folder of the rule file given), looking
// from the current folder and from the folders above this file's
#include "rules/part.cocci"

@depends on found@
identifier found.f;
@@
- f(0);
+ f(1);
