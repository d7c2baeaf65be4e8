// a line added after a kept #include (the first rule keeps it from
// being added twice)
@has@
@@

#include <linux/mutex.h>

@depends on !has@
@@

  #include <linux/kernel.h>
+ #include <linux/mutex.h>
