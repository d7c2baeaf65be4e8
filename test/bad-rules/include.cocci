#include "other.cocci"
@@
@@
- f();
