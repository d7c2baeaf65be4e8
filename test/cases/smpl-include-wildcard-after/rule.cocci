// `#include <linux/...>` kept, a line added after it: spatch adds it
// once, after the last such include that no #if block holds
@has@
@@

#include <linux/mutex.h>

@depends on !has@
@@

  #include <linux/...>
+ #include <linux/mutex.h>
