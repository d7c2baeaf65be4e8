// an included rule file that does not exist: an error at its name
// (spatch 1.1.1: "ERROR: File nowhere.cocci does not exist")
#include "nowhere.cocci"

@@
@@
- g(2);
