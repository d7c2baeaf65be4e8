// a rule of an #include line alone: it matches a file that has the
// line; a rule depending on it runs on that file only
@i@
@@
#include <stdio.h>

@depends on i@
@@
- int a;
+ int b;
