// an #include line and code in one rule: spatch 1.1.1 cannot parse it
// either; refused at the code, not silently half matched
@@
@@

  #include <stdio.h>
+ #include <errno.h>

- legacy_init();
